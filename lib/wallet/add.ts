import "server-only";
import { ApiError } from "@/lib/http/errors";
import { getShopSettings } from "@/lib/settings/shop";
import { signedApplePass } from "./apple-pass";
import { passFiguresOf } from "./card";
import { WALLET_NOT_CONNECTED } from "./messages";
import { passOf } from "./passes";
import { appleConnection } from "./store";
import { db } from "@/lib/db/client";
import { walletPasses } from "@/lib/db/schema";
import { eq } from "drizzle-orm";

export { googleSaveUrl } from "./google-pass";

/** The file a customer adds to Apple Wallet: their pass, made on first use, freshly signed. */
export async function applePassFile(userId: string): Promise<{ body: Buffer; name: string }> {
  const connection = await appleConnection();
  if (!connection) throw new ApiError("not_found", WALLET_NOT_CONNECTED);
  const pass = await passOf(userId, "apple");
  // What it shows now: the first update compares with this.
  const figures = (await passFiguresOf([userId])).get(userId);
  if (figures && !pass.shown) {
    await db.update(walletPasses).set({ shown: figures }).where(eq(walletPasses.id, pass.id));
  }
  const { shopName } = await getShopSettings();
  const body = await signedApplePass(pass, connection, { shopName });
  return { body, name: "card" };
}

/** The .pkpass answer: Safari on an iPhone opens it in Wallet. */
export const pkpassResponse = ({ body, name }: { body: Buffer; name: string }) =>
  new Response(new Uint8Array(body), {
    headers: {
      "content-type": "application/vnd.apple.pkpass",
      "content-disposition": `attachment; filename="${name}.pkpass"`,
      "cache-control": "no-store",
    },
  });
