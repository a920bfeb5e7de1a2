import {
  birthdayRule,
  capWindows,
  missYouLastVisitBy,
  RUN_ORDER,
  welcomeSince,
} from "./automation-rules";
import { birthdaysOn, daysBefore } from "./shop-days";

const NY = "America/New_York";

describe("the caps' windows", () => {
  it("count from the shop's midnight, today and six shop days before, across a clock change", () => {
    // 11:00 in New York on 10 March 2026, two days after the clocks went forward.
    const { dayStart, weekStart } = capWindows({
      now: new Date("2026-03-10T15:00:00Z"),
      timeZone: NY,
    });
    expect(dayStart.toISOString()).toBe("2026-03-10T04:00:00.000Z");
    expect(weekStart.toISOString()).toBe("2026-03-04T05:00:00.000Z");
  });

  it("take the shop's day, not UTC's, late in the evening", () => {
    // 22:30 on 9 March in New York is already the 10th in UTC.
    const { dayStart } = capWindows({ now: new Date("2026-03-10T02:30:00Z"), timeZone: NY });
    expect(dayStart.toISOString()).toBe("2026-03-09T04:00:00.000Z");
  });
});

describe("birthday", () => {
  it("needs the birthday entered 30 shop days before it", () => {
    const rule = birthdayRule({ now: new Date("2026-06-15T14:00:00Z"), timeZone: NY });
    expect(rule.dates).toEqual([{ month: 6, day: 15 }]);
    expect(rule.year).toBe("2026");
    // Entered on 16 May (30 days before): counts. On 17 May (29 days): it does not.
    expect(rule.enteredBefore.toISOString()).toBe("2026-05-17T04:00:00.000Z");
    expect(new Date("2026-05-16T23:59:00-04:00") < rule.enteredBefore).toBe(true);
    expect(new Date("2026-05-17T00:01:00-04:00") < rule.enteredBefore).toBe(false);
    expect(rule.giftExpiresAt.toISOString()).toBe("2026-07-15T14:00:00.000Z");
  });

  it("keeps 29 February on the 28th of a common year, and only there", () => {
    expect(birthdaysOn("2027-02-28")).toEqual([
      { month: 2, day: 28 },
      { month: 2, day: 29 },
    ]);
    expect(birthdaysOn("2028-02-28")).toEqual([{ month: 2, day: 28 }]);
    expect(birthdaysOn("2028-02-29")).toEqual([{ month: 2, day: 29 }]);
  });

  it("comes first in a run, so the daily cap never takes the one day a year", () => {
    expect(RUN_ORDER[0]).toBe("birthday");
  });
});

describe("welcome and we miss you", () => {
  it("welcome looks back two days, in the shop's days for first punches", () => {
    const since = welcomeSince({ now: new Date("2026-06-15T03:00:00Z"), timeZone: NY });
    expect(since.at.toISOString()).toBe("2026-06-13T03:00:00.000Z");
    expect(since.day).toBe("2026-06-12");
  });

  it("we miss you wants the last visit `days` shop days ago or earlier", () => {
    expect(missYouLastVisitBy({ now: new Date("2026-06-15T14:00:00Z"), timeZone: NY }, 28)).toBe(
      "2026-05-18",
    );
    expect(daysBefore("2026-03-01", 1)).toBe("2026-02-28");
  });
});
