import {
  addDays,
  eachDay,
  presetOf,
  presetRange,
  previousPeriod,
  rangeLength,
  shopHour,
} from "./period";

describe("ranges of shop days", () => {
  it("counts both ends and finds the period of the same length just before", () => {
    const range = { from: "2026-03-01", to: "2026-03-30" };
    expect(rangeLength(range)).toBe(30);
    expect(previousPeriod(range)).toEqual({ from: "2026-01-30", to: "2026-02-28" });
    expect(previousPeriod({ from: "2026-11-23", to: "2026-11-23" })).toEqual({
      from: "2026-11-22",
      to: "2026-11-22",
    });
  });

  it("lists every day across a month end and a daylight-saving change", () => {
    expect(eachDay({ from: "2026-03-28", to: "2026-04-02" })).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
      "2026-03-31",
      "2026-04-01",
      "2026-04-02",
    ]);
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
  });
});

describe("presets in the shop's time zone", () => {
  // 11:30 UTC on 30 November is already 1 December in Auckland (UTC+13 in summer).
  const now = new Date("2026-11-30T11:30:00Z");

  it("end today in the shop's zone, not the server's", () => {
    expect(presetRange("7d", now, "UTC")).toEqual({ from: "2026-11-24", to: "2026-11-30" });
    expect(presetRange("7d", now, "Pacific/Auckland")).toEqual({
      from: "2026-11-25",
      to: "2026-12-01",
    });
    expect(presetRange("30d", now, "UTC")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetRange("90d", now, "UTC").from).toBe("2026-09-02");
  });

  it("start this month on the 1st of the shop's month", () => {
    expect(presetRange("month", now, "UTC")).toEqual({ from: "2026-11-01", to: "2026-11-30" });
    expect(presetRange("month", now, "Pacific/Auckland")).toEqual({
      from: "2026-12-01",
      to: "2026-12-01",
    });
  });

  it("recognise a range as its preset", () => {
    expect(presetOf({ from: "2026-11-24", to: "2026-11-30" }, now, "UTC")).toBe("7d");
    expect(presetOf({ from: "2026-11-20", to: "2026-11-30" }, now, "UTC")).toBeNull();
  });

  it("put an instant on the shop's hour", () => {
    const late = new Date("2026-06-30T23:30:00Z");
    expect(shopHour(late, "UTC")).toBe(23);
    expect(shopHour(late, "Europe/Berlin")).toBe(1);
  });
});
