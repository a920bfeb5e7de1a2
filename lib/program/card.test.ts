import { addPunches, allHandedOver, nextReward, openNextCard, rewardsWaiting } from "./card";

const eight = {
  size: 8,
  rewards: [
    { at: 4, name: "Free cookie" },
    { at: 8, name: "Free coffee" },
  ],
};

describe("a card of 8 with rewards at 4 and 8", () => {
  it("a 3-punch token on 3 of 8 leaves one reward waiting and the card at 6", () => {
    const added = addPunches({ ...eight, punches: 3, waiting: 0 }, 3);
    expect(added).toEqual({ punches: 6, waiting: 0, isComplete: false });
    const card = { ...eight, ...added, handed: 0 };
    expect(rewardsWaiting(card).map((w) => w.reward.name)).toEqual(["Free cookie"]);
    expect(nextReward(card)).toEqual({ reward: eight.rewards[1], more: 2 });
  });

  it("on 7 of 8, the card is complete with both rewards waiting and 2 on the next card", () => {
    const added = addPunches({ ...eight, punches: 7, waiting: 0 }, 3);
    expect(added).toEqual({ punches: 8, waiting: 2, isComplete: true });
    const card = { ...eight, ...added, handed: 0 };
    expect(rewardsWaiting(card).map((w) => w.index)).toEqual([0, 1]);
    expect(nextReward(card)).toBeNull();
    expect(allHandedOver({ ...card, handed: 0b01 })).toBe(false);
    expect(allHandedOver({ ...card, handed: 0b11 })).toBe(true);
    expect(openNextCard(card.waiting, eight)).toEqual({
      ...eight,
      punches: 2,
      handed: 0,
      waiting: 0,
    });
  });

  it("a handed-over reward no longer waits", () => {
    const card = { ...eight, punches: 6, waiting: 0, handed: 0b01 };
    expect(rewardsWaiting(card)).toEqual([]);
  });

  it("more waiting than a card holds fills the next card and keeps the rest waiting", () => {
    expect(openNextCard(11, eight)).toMatchObject({ punches: 8, waiting: 3 });
  });
});
