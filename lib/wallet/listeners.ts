import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { walletPasses } from "@/lib/db/schema";
import { listener } from "@/lib/events/listeners";
import { enqueueIn } from "@/lib/queue/boss";
import { serverMemo } from "@/lib/server-memo";
import { connectedWallets } from "./status";

// A card's change reaches its wallet passes through the job queue: the job is put in the
// change's own transaction (so a server that dies after the commit leaves it for another), a
// couple of seconds later and one per customer at a time (the queue's "stately" policy), so
// several punches within seconds send one update. The update itself (lib/wallet/update.ts)
// signs nothing and calls no one inside the punch: this module loads neither.

/** Seconds a pass update waits, gathering the punches that follow within them into one. */
export const WALLET_UPDATE_DELAY_SECONDS = 2;

// A shop without a connected wallet pays nothing per punch, not even the query below.
const anyWallet = serverMemo("wallet-any-connected", 5_000, async () => {
  const { apple, google } = await connectedWallets();
  return apple || google;
});

async function updateLater(tx: Tx, userId: string) {
  if (!(await anyWallet.get())) return;
  const has = await tx
    .select({ one: sql`1` })
    .from(walletPasses)
    .where(and(eq(walletPasses.userId, userId), isNull(walletPasses.removedAt)))
    .limit(1);
  if (has.length === 0) return;
  await enqueueIn(
    tx,
    "wallet-update",
    { userId },
    { startAfter: WALLET_UPDATE_DELAY_SECONDS, singletonKey: userId },
  );
}

export const WALLET_LISTENERS = [
  listener({
    name: "wallet.card-changed",
    on: "card-changed",
    mode: "during",
    run: async (e, tx) => updateLater(tx!, e.userId),
  }),
  listener({
    // The deleted customer's passes get a last update: voided on Apple, inactive on Google.
    name: "wallet.customer-deleted",
    on: "customer-deleted",
    mode: "during",
    run: async (e, tx) => {
      // With no wallet connected no update can be sent: the passes simply go.
      if (!(await anyWallet.get())) {
        await tx!.delete(walletPasses).where(eq(walletPasses.userId, e.userId));
        return;
      }
      const passes = await tx!
        .update(walletPasses)
        .set({ voidedAt: new Date(), updatedAt: new Date() })
        .where(eq(walletPasses.userId, e.userId))
        .returning({ id: walletPasses.id });
      if (passes.length === 0) return;
      await enqueueIn(tx!, "wallet-update", { passIds: passes.map((p) => p.id) });
    },
  }),
];
