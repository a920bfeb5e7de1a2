import { changed, rewardEvents } from "./events";

describe("the events of a reward action", () => {
  it("names each reward reached, the last filling the card only when the card is complete", () => {
    expect(
      rewardEvents("u1", { rewardsReached: ["Cookie", "Coffee"], isComplete: true }, "token:t"),
    ).toEqual([
      {
        type: "rewards-ready",
        userId: "u1",
        rewards: [
          { name: "Cookie", fillsCard: false },
          { name: "Coffee", fillsCard: true },
        ],
        causeId: "token:t",
      },
    ]);
    expect(rewardEvents("u1", { rewardsReached: ["Cookie"], isComplete: false }, "c")).toEqual([
      {
        type: "rewards-ready",
        userId: "u1",
        rewards: [{ name: "Cookie", fillsCard: false }],
        causeId: "c",
      },
    ]);
  });

  it("names a level reached only with the level-up tokens it issued", () => {
    expect(rewardEvents("u1", { newLevel: 3, tokensIssued: ["a", "b"] }, "c")).toEqual([
      { type: "level-reached", userId: "u1", level: 3, tokenIds: ["a", "b"] },
    ]);
    expect(rewardEvents("u1", { newLevel: 3, tokensIssued: [] }, "c")).toEqual([]);
    expect(rewardEvents("u1", {}, "c")).toEqual([]);
  });

  it("says a card changed, and that an invitation waits only when one does", () => {
    const at = new Date("2026-12-01T10:00:00Z");
    expect(changed("u1", "token", { at })).toEqual({
      type: "card-changed",
      userId: "u1",
      cause: "token",
      at: "2026-12-01T10:00:00.000Z",
    });
    expect(changed("u1", "token", { at, awaitsReturn: true })).toMatchObject({
      awaitsReturn: true,
    });
  });
});
