import {
  addPunches,
  allHandedOver,
  cardView,
  DEFAULT_CARD_SIZE,
  DEFAULT_REWARD_NAME,
  DEFAULT_REWARDS,
  nextReward,
  openCard,
  rewardsWaiting,
} from "./card";

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
    expect(openCard({ cardSize: 8, rewards: eight.rewards }, card.waiting)).toEqual({
      ...eight,
      punches: 2,
      handed: 0,
      waiting: 0,
      isComplete: false,
    });
  });

  it("a handed-over reward no longer waits", () => {
    const card = { ...eight, punches: 6, waiting: 0, handed: 0b01 };
    expect(rewardsWaiting(card)).toEqual([]);
  });

  it("more waiting than a card holds fills the next card and keeps the rest waiting", () => {
    expect(openCard({ cardSize: 8, rewards: eight.rewards }, 11)).toMatchObject({
      size: 8,
      punches: 8,
      waiting: 3,
      isComplete: true,
    });
    expect(openCard({ cardSize: 8, rewards: eight.rewards })).toMatchObject({
      punches: 0,
      waiting: 0,
      isComplete: false,
    });
  });
});

describe("cardView: the card every screen draws", () => {
  it("marks each reward handed over or not, by its own bit", () => {
    const view = cardView({ ...eight, punches: 8, waiting: 2, handed: 0b10 });
    expect(view).toEqual({
      size: 8,
      punches: 8,
      rewards: [
        { at: 4, name: "Free cookie", handedOver: false },
        { at: 8, name: "Free coffee", handedOver: true },
      ],
      waiting: 2,
      isComplete: true,
    });
  });

  it("is complete only once the punches reach the card's size", () => {
    expect(cardView({ ...eight, punches: 7, waiting: 0, handed: 0b01 })).toMatchObject({
      punches: 7,
      isComplete: false,
      rewards: [{ handedOver: true }, { handedOver: false }],
    });
    expect(cardView({ ...eight, punches: 8, waiting: 0, handed: 0 }).isComplete).toBe(true);
  });

  it("leaves the stored card as it was", () => {
    const card = { ...eight, punches: 4, waiting: 0, handed: 0b01 };
    const view = cardView(card);
    expect(view.rewards).not.toBe(card.rewards);
    expect(card.rewards[0]).toEqual({ at: 4, name: "Free cookie" });
  });
});

describe("the default program", () => {
  it("is SPEC.md's: one reward, at the end of a card of ten", () => {
    expect(DEFAULT_CARD_SIZE).toBe(10);
    expect(DEFAULT_REWARDS).toEqual([{ at: DEFAULT_CARD_SIZE, name: DEFAULT_REWARD_NAME }]);
  });
});
