import { clockMinutes, clockText, quietUntil } from "./quiet-hours";

const paris = { timeZone: "Europe/Paris", quietStartMinutes: 21 * 60, quietEndMinutes: 9 * 60 };

describe("quiet hours in the shop's time zone", () => {
  it("are quiet from 21:00 to 09:00 local time, spanning midnight", () => {
    // 20:59 in Paris (UTC+1 in November) is not quiet; 21:00 is, until 09:00 the next day.
    expect(quietUntil(new Date("2026-11-26T19:59:00Z"), paris)).toBeNull();
    expect(quietUntil(new Date("2026-11-26T20:00:00Z"), paris)?.toISOString()).toBe(
      "2026-11-27T08:00:00.000Z",
    );
    // 08:30 local: quiet until 09:00 the same day; 09:00 local is not quiet.
    expect(quietUntil(new Date("2026-11-27T07:30:00Z"), paris)?.toISOString()).toBe(
      "2026-11-27T08:00:00.000Z",
    );
    expect(quietUntil(new Date("2026-11-27T08:00:00Z"), paris)).toBeNull();
  });

  it("follow a summer-time change", () => {
    // 22:00 on 28 March in Paris (UTC+1); the clocks go forward that night, so 09:00 on the
    // 29th is 07:00 UTC.
    expect(quietUntil(new Date("2026-03-28T21:00:00Z"), paris)?.toISOString()).toBe(
      "2026-03-29T07:00:00.000Z",
    );
  });

  it("within one day when the start comes before the end", () => {
    const lunch = { timeZone: "UTC", quietStartMinutes: 12 * 60, quietEndMinutes: 14 * 60 };
    expect(quietUntil(new Date("2026-11-26T13:00:00Z"), lunch)?.toISOString()).toBe(
      "2026-11-26T14:00:00.000Z",
    );
    expect(quietUntil(new Date("2026-11-26T11:59:00Z"), lunch)).toBeNull();
  });

  it("are off when start and end are equal", () => {
    const none = { timeZone: "UTC", quietStartMinutes: 0, quietEndMinutes: 0 };
    expect(quietUntil(new Date("2026-11-26T03:00:00Z"), none)).toBeNull();
  });

  it("read and write the clock text", () => {
    expect(clockText(21 * 60)).toBe("21:00");
    expect(clockText(9 * 60 + 5)).toBe("09:05");
    expect(clockMinutes("09:05")).toBe(545);
  });
});
