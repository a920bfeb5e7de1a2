/**
 * @jest-environment node
 */
import type { Tx } from "@/lib/db/client";

// The transaction's after-commit list and the queue are stood in for: what is tested is how
// announce() hands each event to each kind of listener.
const committed: (() => Promise<void>)[] = [];
jest.mock("@/lib/db/transaction", () => ({
  afterCommit: (_tx: unknown, run: () => Promise<void>) => committed.push(run),
}));
const queued: unknown[] = [];
jest.mock("@/lib/queue/boss", () => ({
  enqueueIn: async (_tx: unknown, queue: string, data: unknown, options: unknown) => {
    queued.push({ queue, data, options });
  },
}));

const tx = {} as Tx;
const at = "2026-12-01T10:00:00.000Z";
const changedEvent = { type: "card-changed", userId: "u1", cause: "token", at } as const;

beforeEach(() => {
  committed.length = 0;
  queued.length = 0;
  jest.resetModules();
});

async function load() {
  const listeners = await import("./listeners");
  const announce = await import("./announce");
  return { ...listeners, ...announce };
}

describe("announce", () => {
  it("refuses before any listener is registered, rather than lose what follows", async () => {
    const { announce } = await load();
    await expect(announce(tx, changedEvent)).rejects.toThrow(/No listeners registered/);
  });

  it("runs a `during` listener at once, in the transaction, and its error reaches the change", async () => {
    const { announce, register, listener } = await load();
    const seen: unknown[] = [];
    register([
      listener({
        name: "t.during",
        on: "entry-voiding",
        mode: "during",
        run: async (e, inTx) => {
          seen.push([e.entryId, inTx]);
          if (e.entryId === 2) throw new Error("no");
        },
      }),
    ]);
    await announce(tx, { type: "entry-voiding", entryId: 1 });
    expect(seen).toEqual([[1, tx]]);
    await expect(announce(tx, { type: "entry-voiding", entryId: 2 })).rejects.toThrow("no");
    expect(committed).toHaveLength(0);
  });

  it("queues a `queued` listener's job in the transaction, when it applies, and runs it after the commit", async () => {
    const { announce, register, listener, FOLLOW_UP_DELAY_SECONDS } = await load();
    const ran: string[] = [];
    register([
      listener({
        name: "t.queued",
        on: "card-changed",
        mode: "queued",
        when: (e) => e.awaitsReturn === true,
        run: async (e) => void ran.push(e.userId),
      }),
    ]);
    await announce(tx, changedEvent);
    expect(queued).toEqual([]);
    await announce(tx, { ...changedEvent, awaitsReturn: true });
    expect(queued).toEqual([
      {
        queue: "follow-up",
        data: { listener: "t.queued", event: { ...changedEvent, awaitsReturn: true } },
        options: { startAfter: FOLLOW_UP_DELAY_SECONDS },
      },
    ]);
    expect(ran).toEqual([]);
    for (const run of committed) await run();
    expect(ran).toEqual(["u1"]);
  });

  it("runs an `after` listener only after the commit, and a failure there is logged, never thrown", async () => {
    const { announce, register, listener } = await load();
    const error = jest.spyOn(console, "error").mockImplementation(() => undefined);
    register([
      listener({
        name: "t.after",
        on: "level-reached",
        mode: "after",
        run: async () => {
          throw new Error("inbox down");
        },
      }),
    ]);
    await announce(tx, { type: "level-reached", userId: "u1", level: 3, tokenIds: ["t"] });
    expect(committed).toHaveLength(1);
    await expect(committed[0]!()).resolves.toBeUndefined();
    expect(error).toHaveBeenCalledWith("[events] t.after:", "inbox down");
    error.mockRestore();
  });

  it("tells only `after` listeners of what happened outside a transaction", async () => {
    const { announceAfter, register, listener } = await load();
    const ran: string[] = [];
    register([
      listener({
        name: "t.refused-after",
        on: "token-refused",
        mode: "after",
        run: async (e) => void ran.push(`after:${e.tokenId}`),
      }),
      listener({
        name: "t.refused-during",
        on: "token-refused",
        mode: "during",
        run: async (e) => void ran.push(`during:${e.tokenId}`),
      }),
    ]);
    await announceAfter({ type: "token-refused", tokenId: "k", username: "ann", error: null });
    expect(ran).toEqual(["after:k"]);
  });
});
