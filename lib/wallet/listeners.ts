import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { walletConnections, walletPasses } from "@/lib/db/schema";
import { listener } from "@/lib/events/listeners";
import { enqueue } from "@/lib/queue/boss";

// A card's change reaches its wallet passes through a mark on each pass, made in the change's
// own transaction (so a server that dies after the commit leaves it for another), and a nudge
// after the commit: a `wallet-update` job a couple of seconds later that sweeps every marked
// pass (lib/wallet/sweep.ts), so several punches within seconds send one update. A nudge lost
// with its server is made up by the sweep each minute. The update itself signs nothing and
// calls no one inside the punch: this module loads neither.

/** Seconds a sweep waits after a change, gathering the punches that follow into it. */
export const WALLET_UPDATE_DELAY_SECONDS = 2;
// One nudge a second from this process is plenty: the queue keeps one waiting sweep at most.
const NUDGE_EVERY_MS = 1_000;

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

/** Marks a customer's passes for an update: one indexed statement in the change. */
async function markPasses(tx: Tx, userId: string) {
  if (!(await anyWallet(tx))) return;
  await tx
    .update(walletPasses)
    .set({
      updateWanted: sql`${walletPasses.updateWanted} + 1`,
      updateWantedAt: sql`now()`,
      updateWantedSince: sql`coalesce(${walletPasses.updateWantedSince}, now())`,
    })
    .where(and(eq(walletPasses.userId, userId), isNull(walletPasses.removedAt)));
}

let nudgedAt = 0;
/** After the commit: a sweep soon, unless this process asked for one within the second. */
async function nudge() {
  if (slot.punchcardWalletConnected?.any !== true) return;
  if (Date.now() - nudgedAt < NUDGE_EVERY_MS) return;
  nudgedAt = Date.now();
  await enqueue(
    "wallet-update",
    {},
    {
      startAfter: new Date(Date.now() + WALLET_UPDATE_DELAY_SECONDS * 1000),
      singletonKey: "sweep",
    },
  );
}

export const WALLET_LISTENERS = [
  listener({
    name: "wallet.card-changed",
    on: "card-changed",
    mode: "during",
    run: async (e, tx) => markPasses(tx!, e.userId),
  }),
  listener({ name: "wallet.card-changed-nudge", on: "card-changed", mode: "after", run: nudge }),
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
      await tx!
        .update(walletPasses)
        .set({
          voidedAt: new Date(),
          updatedAt: new Date(),
          updateWanted: sql`${walletPasses.updateWanted} + 1`,
          updateWantedAt: sql`now()`,
          updateWantedSince: sql`coalesce(${walletPasses.updateWantedSince}, now())`,
        })
        .where(eq(walletPasses.userId, e.userId));
    },
  }),
  listener({
    name: "wallet.customer-deleted-nudge",
    on: "customer-deleted",
    mode: "after",
    run: nudge,
  }),
];
