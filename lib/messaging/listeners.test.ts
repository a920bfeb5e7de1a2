/**
 * @jest-environment node
 */
const calls: unknown[][] = [];
jest.mock("./events", () => ({
  rewardsReached: async (...args: unknown[]) => void calls.push(["rewardsReached", ...args]),
  leveledUp: async (...args: unknown[]) => void calls.push(["leveledUp", ...args]),
}));

import { MESSAGING_LISTENERS } from "./listeners";

const named = (name: string) => MESSAGING_LISTENERS.find((l) => l.name === name)!;

describe("what follows a card's change in the inbox", () => {
  it("writes a reward's message after the commit, once per cause", async () => {
    const l = named("messaging.rewards-ready");
    expect(l.mode).toBe("after");
    const rewards = [{ name: "Cookie", fillsCard: false }];
    await l.run({ type: "rewards-ready", userId: "u", rewards, causeId: "token:t" } as never);
    expect(calls).toEqual([["rewardsReached", "u", rewards, "token:t"]]);
  });

  it("writes a level's message with its level-up tokens", async () => {
    calls.length = 0;
    const l = named("messaging.level-reached");
    await l.run({ type: "level-reached", userId: "u", level: 4, tokenIds: ["a"] } as never);
    expect(calls).toEqual([["leveledUp", "u", 4, ["a"]]]);
  });
});
