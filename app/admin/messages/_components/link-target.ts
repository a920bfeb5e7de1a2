import type { useTranslations } from "next-intl";
import type { LinkPath } from "@/lib/messaging/shop-message-schema";

type Words = ReturnType<typeof useTranslations<"adminSettings.messages.links">>;

/** Each screen a campaign may open, by its name in the catalogue (adminSettings.messages.links). */
const KEYS = {
  "/user/dashboard": "card",
  "/user/products": "products",
  "/user/verify": "verify",
  "/user/reviews": "reviews",
  "/user/tickets": "tickets",
  "/user/profile": "profile",
  "/announcements": "news",
  "/blogs": "blog",
  "/leaderboard": "leaderboard",
} as const satisfies Record<LinkPath, string>;

/** The screen's name, or the path as it is for one the list no longer has. */
export function linkName(path: string, t: Words): string {
  const key = KEYS[path as LinkPath];
  return key ? t(key) : path;
}
