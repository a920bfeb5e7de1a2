import { CARD_PALETTE, contrastRatio, readsOnCard } from "./look";

describe("the card's colours", () => {
  it.each(CARD_PALETTE)("%s carries white text at 4.5:1 or more", (color) => {
    expect(contrastRatio(color, "#ffffff")).toBeGreaterThanOrEqual(4.5);
  });

  it("refuses a colour white text cannot be read on", () => {
    expect(readsOnCard("#facc15")).toBe(false);
    expect(readsOnCard("#777777")).toBe(false);
    expect(readsOnCard("#595959")).toBe(true);
  });
});
