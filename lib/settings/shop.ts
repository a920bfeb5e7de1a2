import "server-only";
import { env } from "@/lib/env";

/** Shop settings shown to customers (from the environment, with sensible defaults). */
export type ShopSettings = {
  name: string;
  ownerHandle: string;
  ownerUrl: string;
  messagingApp: string;
  publicSiteUrl: string | null;
};

export function shopSettings(): ShopSettings {
  return {
    name: env.SHOP_NAME,
    ownerHandle: env.SHOP_OWNER_HANDLE,
    ownerUrl: env.SHOP_OWNER_URL,
    messagingApp: env.SHOP_MESSAGING_APP,
    publicSiteUrl: env.PUBLIC_SITE_URL ?? null,
  };
}
