import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletCallbacks, walletPasses } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { verifyCallback } from "./google/callbacks";
import { googleConnection } from "./store";

// Google's save and delete callbacks for the shop's class: signed by Google (checked against
// its published keys), possibly sent more than once (the nonce is kept, a repeat dropped).

export async function takeCallback(body: unknown): Promise<"taken" | "repeat" | "refused"> {
  const connection = await googleConnection();
  if (!connection) return "refused";
  let message;
  try {
    message = await verifyCallback(body, {
      issuerId: connection.issuerId,
      keysUrl: env.GOOGLE_WALLET_KEYS_URL,
    });
  } catch (error) {
    console.warn("[wallet] a Google callback was refused:", (error as Error).message);
    return "refused";
  }
  const prefix = `${connection.issuerId}.`;
  if (!message.objectId.startsWith(prefix)) return "refused";
  const serial = message.objectId.slice(prefix.length);
  if (!/^[0-9a-f-]{36}$/.test(serial)) return "refused";
  const [fresh] = await db
    .insert(walletCallbacks)
    .values({ id: `${message.eventType}:${message.nonce}` })
    .onConflictDoNothing()
    .returning({ id: walletCallbacks.id });
  if (!fresh) return "repeat";
  const now = new Date();
  await db
    .update(walletPasses)
    .set(message.eventType === "save" ? { savedAt: now, removedAt: null } : { removedAt: now })
    .where(eq(walletPasses.id, serial));
  return "taken";
}
