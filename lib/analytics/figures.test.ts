import { averageGap, compare, repeatRate, visitTotals, visitsOf } from "./figures";

// A small ledger whose answers are counted by hand. Times are UTC; the shop is in Berlin
// (UTC+1 in winter), so 23:30 UTC on 9 January is 00:30 on 10 January in the shop.
const at = (iso: string) => new Date(iso);
const ledger = [
  // Ann: three visits, on the 2nd, 5th and 10th (the last just after the shop's midnight).
  { userId: "ann", reason: "token", at: at("2026-01-02T10:00:00Z") },
  { userId: "ann", reason: "code", at: at("2026-01-02T10:05:00Z") },
  { userId: "ann", reason: "token", at: at("2026-01-05T09:00:00Z") },
  { userId: "ann", reason: "token", at: at("2026-01-09T23:30:00Z") },
  // Ben: one visit, and an admin's XP, which is no visit.
  { userId: "ben", reason: "code", at: at("2026-01-04T12:00:00Z") },
  { userId: "ben", reason: "admin_xp", at: at("2026-01-06T12:00:00Z") },
  // Cy: two visits a day apart, and one before the range.
  { userId: "cy", reason: "token", at: at("2025-12-20T12:00:00Z") },
  { userId: "cy", reason: "token", at: at("2026-01-07T12:00:00Z") },
  { userId: "cy", reason: "token", at: at("2026-01-08T12:00:00Z") },
];
const range = { from: "2026-01-01", to: "2026-01-10" };

describe("visit figures on a hand-made ledger", () => {
  it("count visits on the shop's days", () => {
    const totals = visitTotals(visitsOf(ledger, "Europe/Berlin"), range);
    // Active: ann, ben, cy. Two or more visits: ann (3), cy (2).
    // Gaps: ann 2nd→5th (3) and 5th→10th (5); cy 7th→8th (1). 9 days over 3 gaps.
    expect(totals).toEqual({ active: 3, repeaters: 2, gapDays: 9, gaps: 3 });
    expect(repeatRate(totals)).toBeCloseTo(2 / 3);
    expect(averageGap(totals)).toBe(3);
  });

  it("move a visit across midnight with the time zone", () => {
    // In UTC Ann's last visit is on the 9th: gaps 3 and 4, so 8 days over 3 gaps.
    const totals = visitTotals(visitsOf(ledger, "UTC"), range);
    expect(totals).toEqual({ active: 3, repeaters: 2, gapDays: 8, gaps: 3 });
    // A range ending on the 9th keeps Ann's last visit in UTC but not in Berlin.
    const ninth = { from: "2026-01-01", to: "2026-01-09" };
    expect(visitTotals(visitsOf(ledger, "UTC"), ninth).gapDays).toBe(8);
    expect(visitTotals(visitsOf(ledger, "Europe/Berlin"), ninth).gapDays).toBe(4);
  });

  it("have no rate and no gap when nobody came, or came once", () => {
    const none = visitTotals([], range);
    expect(repeatRate(none)).toBeNull();
    expect(averageGap(none)).toBeNull();
    const once = visitTotals([{ userId: "ben", day: "2026-01-04" }], range);
    expect(repeatRate(once)).toBe(0);
    expect(averageGap(once)).toBeNull();
  });
});

describe("comparison with the previous period", () => {
  it("gives the direction and the percent, none when the previous was 0", () => {
    expect(compare(15, 10)).toEqual({ direction: "up", percent: 50 });
    expect(compare(5, 10)).toEqual({ direction: "down", percent: -50 });
    expect(compare(10, 10)).toEqual({ direction: "same", percent: 0 });
    expect(compare(4, 0)).toEqual({ direction: "up", percent: null });
    expect(compare(null, null)).toEqual({ direction: "same", percent: null });
  });
});
