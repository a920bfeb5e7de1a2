import { entryChange, flagText, shopDay, voidOutcome } from "./flag-text";

describe("review flag sentences", () => {
  it("says the punches, the shop day and the threshold in plain words", () => {
    expect(flagText({ rule: "punches", count: 7, threshold: 5, day: "2026-11-23" })).toBe(
      "7 punches on 23 Nov (review above 5)",
    );
  });

  it("counts failed attempts, one or many", () => {
    expect(flagText({ rule: "failures", count: 1, threshold: 0, day: "2026-01-02" })).toBe(
      "1 failed token or code attempt on 2 Jan (review above 0)",
    );
    expect(flagText({ rule: "failures", count: 4, threshold: 3, day: "2026-12-31" })).toBe(
      "4 failed token or code attempts on 31 Dec (review above 3)",
    );
  });

  it("keeps the shop day as stored, whatever time zone reads it", () => {
    expect(shopDay("2026-03-01")).toBe("1 Mar");
  });

  it("shows what an entry changed", () => {
    expect(entryChange({ punchDelta: 1, xpDelta: 5 })).toBe("+1 punch, +5 XP");
    expect(entryChange({ punchDelta: -1, xpDelta: -5 })).toBe("−1 punch, −5 XP");
    expect(entryChange({ punchDelta: 0, xpDelta: 0 })).toBe("no change");
  });
});

describe("voidOutcome", () => {
  it("says what came off, and that a handed-over card keeps its punch", () => {
    expect(voidOutcome({ entry: { punchDelta: -1, xpDelta: -5 }, cardHandedOver: false })).toBe(
      "−1 punch, −5 XP taken off",
    );
    expect(voidOutcome({ entry: { punchDelta: 0, xpDelta: -5 }, cardHandedOver: true })).toBe(
      "−5 XP taken off. The punch stays: its card was already handed over.",
    );
    expect(voidOutcome({ entry: { punchDelta: 0, xpDelta: 0 }, cardHandedOver: false })).toBe(
      "Nothing was left to take off",
    );
  });
});
