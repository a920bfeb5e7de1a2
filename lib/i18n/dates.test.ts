import { DATE_TIME, DAY, deviceDate, MOMENT, neutralDate, shopDay } from "./dates";

const AT = "2026-11-20T22:41:00.000Z";

describe("the app's dates", () => {
  it("write a day and a moment as SPEC writes them, in each language's own way", () => {
    const utc = { timeZone: "UTC" };
    const format = (locale: string, options: Intl.DateTimeFormatOptions) =>
      new Intl.DateTimeFormat(locale, { ...options, ...utc }).format(new Date(AT));
    expect(format("en-US", DAY)).toBe("Nov 20, 2026");
    expect(format("en-US", MOMENT)).toBe("Nov 20, 2026, 10:41 PM");
    expect(format("de", DAY)).toBe("20. Nov. 2026");
    expect(format("es", DATE_TIME)).toBe("20 nov 2026, 22:41");
  });

  it("say a moment on this device's clock, or the same text on every server", () => {
    // The device's own zone, whatever the machine's; a given zone where the test needs one.
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(deviceDate(AT, { ...MOMENT, timeZone: "America/New_York" }, "en-US")).toBe(
      "Nov 20, 2026, 5:41 PM",
    );
    expect(deviceDate(new Date(AT), DAY, "fr")).toBe(
      new Date(AT).toLocaleString("fr", { ...DAY, timeZone: zone }),
    );
    expect(neutralDate(AT, MOMENT)).toBe("Nov 20, 2026, 10:41 PM");
    expect(neutralDate(AT, DAY, "ar")).toBe(
      new Date(AT).toLocaleString("ar", { ...DAY, timeZone: "UTC" }),
    );
  });

  it("write a shop day as it is, whatever the time zone: the day first in English", () => {
    expect(shopDay("2026-11-23", "en")).toBe("23 Nov");
    expect(shopDay("2026-11-23", "de")).toBe("23. Nov.");
    expect(shopDay("2026-01-01", "es")).toBe("1 ene");
  });
});
