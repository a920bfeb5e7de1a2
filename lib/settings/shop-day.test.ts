import { shopDay, startOfShopDay } from "./shop-day";

const LA = "America/Los_Angeles";
const AUCKLAND = "Pacific/Auckland";
const at = (iso: string) => new Date(iso);

describe("the shop's day", () => {
  it("follows the shop's time zone, not UTC", () => {
    // 03:30 UTC on the 24th is still the evening of the 23rd in Los Angeles (UTC−8)…
    expect(shopDay(at("2026-11-24T03:30:00Z"), LA)).toBe("2026-11-23");
    expect(shopDay(at("2026-11-24T03:30:00Z"), "UTC")).toBe("2026-11-24");
    // …and 11:30 UTC on the 23rd is already the 24th in Auckland (UTC+13 in summer).
    expect(shopDay(at("2026-11-23T11:30:00Z"), AUCKLAND)).toBe("2026-11-24");
    // …and 01:30 in Berlin (UTC+2 in summer), on the last day of a month.
    expect(shopDay(at("2026-06-30T23:30:00Z"), "Europe/Berlin")).toBe("2026-07-01");
  });

  it("turns at the shop's midnight", () => {
    expect(shopDay(at("2026-11-24T07:59:59Z"), LA)).toBe("2026-11-23");
    expect(shopDay(at("2026-11-24T08:00:00Z"), LA)).toBe("2026-11-24");
    expect(startOfShopDay("2026-11-24", LA)).toBe(Date.parse("2026-11-24T08:00:00Z"));
    expect(startOfShopDay("2026-11-24", AUCKLAND)).toBe(Date.parse("2026-11-23T11:00:00Z"));
  });
});
