import { english } from "@/tests/support/english";
import { dayBelowPerToken, perTokenAboveDay, tokenPunchesMost } from "./token-day";

describe("a token fits in a day", () => {
  it("offers the program's most per token, never past the daily maximum", () => {
    expect(tokenPunchesMost(3, null)).toBe(3);
    expect(tokenPunchesMost(3, 5)).toBe(3);
    expect(tokenPunchesMost(3, 3)).toBe(3);
    expect(tokenPunchesMost(3, 2)).toBe(2);
    expect(tokenPunchesMost(5, 1)).toBe(1);
  });

  it("refuses each side past the other, naming the other setting", () => {
    expect(perTokenAboveDay(3, null)).toBeNull();
    expect(perTokenAboveDay(2, 2)).toBeNull();
    expect(english(perTokenAboveDay(3, 2)!)).toBe(
      "Most punches per token must not be more than Punches per day (2, in Shop Settings)",
    );
    expect(dayBelowPerToken(null, 5)).toBeNull();
    expect(dayBelowPerToken(3, 3)).toBeNull();
    expect(english(dayBelowPerToken(2, 3)!)).toBe(
      "Punches per day must not be less than Most punches per token (3, in Loyalty Program)",
    );
  });
});
