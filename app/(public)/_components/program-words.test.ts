import { DEFAULT_REWARDS } from "@/lib/program/card";
import {
  cardStepBody,
  cardStepTitle,
  collectFor,
  ordinal,
  rewardsAtPunches,
} from "./program-words";

const two = [
  { at: 5, name: "Free cookie" },
  { at: 10, name: "Free coffee" },
];

describe("the public pages' words about the program", () => {
  it("say SPEC.md's sentences for SPEC.md's program", () => {
    expect(rewardsAtPunches(DEFAULT_REWARDS)).toBe("At 10 punches your next product is free");
    expect(collectFor(DEFAULT_REWARDS)).toBe("Collect 10 punches for a free product");
    expect(cardStepTitle(10, DEFAULT_REWARDS)).toBe("Ten punches, one free product");
    expect(cardStepBody(10, DEFAULT_REWARDS)).toBe(
      "Fill all ten slots and your next product is on us. Text us your username and we will have it ready.",
    );
  });

  it("name each reward at its punches", () => {
    expect(rewardsAtPunches(two)).toBe(
      "At 5 punches your next cookie is free; at 10 your next coffee is free",
    );
    expect(collectFor(two)).toBe("Collect 5 punches for a free cookie and 10 for a free coffee");
    expect(cardStepTitle(10, two)).toBe("Ten punches, two rewards");
    expect(collectFor([{ at: 8, name: "10% off a cake" }])).toBe(
      "Collect 8 punches for 10% off a cake",
    );
  });

  it("count in ordinals", () => {
    expect([1, 2, 3, 4, 8, 11, 12, 13, 21, 22, 23, 30].map(ordinal)).toEqual([
      "1st",
      "2nd",
      "3rd",
      "4th",
      "8th",
      "11th",
      "12th",
      "13th",
      "21st",
      "22nd",
      "23rd",
      "30th",
    ]);
  });
});
