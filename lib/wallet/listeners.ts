import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { walletConnections, walletPasses } from "@/lib/db/schema";
import { listener } from "@/lib/events/listeners";
import { enqueueIn } from "@/lib/queue/boss";

// A card's change reaches its wallet passes through the job queue: the job is put in the
// change's own transaction (so a server that dies after the commit leaves it for another), a
// couple of seconds later and one per customer at a time (the queue's "stately" policy), so
// several punches within seconds send one update. The update itself (lib/wallet/update.ts)
// signs nothing and calls no one inside the punch: this module loads neither.

/** Seconds a pass update waits, gathering the punches that follow within them into one. */
export const WALLET_UPDATE_DELAY_SECONDS = 2;

// A shop without a connected wallet pays nothing per punch but a look at this process's memory
// every few seconds. The look goes through the change's own transaction: a query on the pool
// from inside a transaction waits for a connection that the transactions waiting with it hold,
// and under a burst (the pool full of punches) none would come.
const CONNECTED_FRESH_MS = 5_000;
// On globalThis: Next bundles route handlers apart, and a connection saved through one
// (lib/wallet/store.ts) must clear the copy the punches' handlers read.
const slot = globalThis as unknown as { punchcardWalletConnected?: { any: boolean; at: number } };

/** After this server connected or removed a wallet, its next punch looks again. */
export function forgetConnectedWallets(): void {
  slot.punchcardWalletConnected = undefined;
}

async function anyWallet(tx: Tx): Promise<boolean> {
  const known = slot.punchcardWalletConnected;
  if (known && Date.now() - known.at < CONNECTED_FRESH_MS) return known.any;
  const rows = await tx.select({ kind: walletConnections.kind }).from(walletConnections).limit(1);
  slot.punchcardWalletConnected = { any: rows.length > 0, at: Date.now() };
  return rows.length > 0;
}

async function updateLater(tx: Tx, userId: string) {
  if (!(await anyWallet(tx))) return;
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
      if (!(await anyWallet(tx!))) {
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
