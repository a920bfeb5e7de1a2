/**
 * @jest-environment node
 */
import type { Tx } from "@/lib/db/client";

const calls: unknown[][] = [];
const record =
  (name: string, answer?: unknown) =>
  async (...args: unknown[]) => {
    calls.push([name, ...args]);
    return typeof answer === "function" ? answer(...args) : answer;
  };
let bonus: unknown = null;
jest.mock("./inviter-bonus", () => ({
  friendCameBack: (...a: unknown[]) => record("friendCameBack")(...a),
}));
jest.mock("./notify", () => ({ friendJoined: (...a: unknown[]) => record("friendJoined")(...a) }));
jest.mock("./return-voided", () => ({
  lockReturnBonus: (...args: unknown[]) => record("lockReturnBonus", () => bonus)(...args),
  unsettleReturn: (...a: unknown[]) => record("unsettleReturn")(...a),
  voidReturnBonus: async (tx: unknown, b: unknown, reverse: (b: unknown) => Promise<unknown>) => {
    calls.push(["voidReturnBonus", b]);
    await reverse(b);
  },
}));
jest.mock("@/lib/rewards/void", () => ({ reverse: (...a: unknown[]) => record("reverse")(...a) }));

import { REFERRAL_LISTENERS } from "./listeners";

const tx = {} as Tx;
const named = (name: string) => REFERRAL_LISTENERS.find((l) => l.name === name)!;
beforeEach(() => {
  calls.length = 0;
  bonus = null;
});

describe("what follows a card's change for invitations", () => {
  it("settles a friend's return from a token punch while their invitation waits, queued", async () => {
    const l = named("referrals.friend-came-back");
    expect(l.mode).toBe("queued");
    const at = "2026-12-01T10:00:00.000Z";
    const e = { type: "card-changed", userId: "f", cause: "token", at } as const;
    expect(l.when?.({ ...e, awaitsReturn: true } as never)).toBe(true);
    expect(l.when?.(e as never)).toBe(false);
    expect(l.when?.({ ...e, cause: "adjust", awaitsReturn: true } as never)).toBe(false);
    await l.run({ ...e, awaitsReturn: true } as never);
    expect(calls).toEqual([["friendCameBack", "f", new Date(at)]]);
  });

  it("tells the inviter of a friend who joined, after the join, and of no self-invitation", async () => {
    const l = named("referrals.friend-joined");
    const referral = { id: "r", inviterId: "i", friendPunches: 1 };
    const e = { type: "customer-joined", userId: "f", username: "fred", referral } as const;
    expect(l.mode).toBe("after");
    expect(l.when?.({ ...e, referral: null } as never)).toBe(false);
    await l.run(e as never);
    expect(calls).toEqual([["friendJoined", referral, "fred"]]);
  });

  it("locks a voided return's bonus before the void's writes, or sends its invitation back to waiting", async () => {
    const l = named("referrals.return-voiding");
    expect(l.mode).toBe("during");
    await l.run({ type: "entry-voiding", entryId: 7 } as never, tx);
    expect(calls).toEqual([
      ["lockReturnBonus", tx, 7],
      ["unsettleReturn", tx, 7],
    ]);
    calls.length = 0;
    bonus = { referralId: "r" };
    await l.run({ type: "entry-voiding", entryId: 7 } as never, tx);
    expect(calls).toEqual([["lockReturnBonus", tx, 7]]);
  });

  it("takes the bonus back with the void, naming the invitation and the admin's reason", async () => {
    const l = named("referrals.return-voided");
    const e = { type: "entry-voided", entryId: 7, reason: "typo", adminId: "a" } as const;
    await l.run(e as never, tx);
    expect(calls).toEqual([["lockReturnBonus", tx, 7]]);
    calls.length = 0;
    bonus = { referralId: "r", entry: { id: 9 }, card: { cycle: 1 } };
    await l.run(e as never, tx);
    expect(calls).toEqual([
      ["lockReturnBonus", tx, 7],
      ["voidReturnBonus", bonus],
      ["reverse", tx, { id: 9 }, { cycle: 1 }, { reason: "typo", adminId: "a", referralId: "r" }],
    ]);
  });
});
