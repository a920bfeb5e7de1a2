import "server-only";
import { randomBytes, timingSafeEqual } from "node:crypto";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletPasses } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { open, seal } from "@/lib/security/secret-box";

// A customer's pass in each wallet: made the first time they add the card, kept for good (the
// serial and Apple's authentication token are baked into the installed pass).

export type WalletKind = "apple" | "google";
export type PassRow = typeof walletPasses.$inferSelect;

const TOKEN_PURPOSE = "wallet:pass-token";

/** The customer's pass in `kind`, made on first use. */
export async function passOf(userId: string, kind: WalletKind): Promise<PassRow> {
  const [made] = await db
    .insert(walletPasses)
    .values({
      userId,
      kind,
      // Apple: at least 16 characters, never changed (every re-signed pass carries it again).
      authToken:
        kind === "apple"
          ? seal(randomBytes(24).toString("base64url"), TOKEN_PURPOSE, env.AUTH_SECRET)
          : null,
    })
    .onConflictDoNothing()
    .returning();
  if (made) return made;
  const [existing] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.userId, userId), eq(walletPasses.kind, kind)));
  if (!existing) throw new Error("passOf: the pass vanished");
  return existing;
}

export const authTokenOf = (pass: Pick<PassRow, "authToken">): string | null =>
  pass.authToken ? open(pass.authToken, TOKEN_PURPOSE, env.AUTH_SECRET) : null;

/**
 * The Apple pass a request names, when its `Authorization: ApplePass {token}` is the pass's
 * own; null otherwise (the caller answers 401 either way, so nothing tells the two apart).
 */
export async function applePassFor(serial: string, authorization: string | null) {
  const given = /^ApplePass (\S+)$/.exec(authorization ?? "")?.[1];
  if (!given || !/^[0-9a-f-]{36}$/.test(serial)) return null;
  const [pass] = await db
    .select()
    .from(walletPasses)
    .where(and(eq(walletPasses.id, serial), eq(walletPasses.kind, "apple")));
  const token = pass && authTokenOf(pass);
  if (!pass || !token) return null;
  const a = Buffer.from(token);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b) ? pass : null;
}
