import { canonicalTimeZone, settingsSchema, settingsUpdateSchema } from "./schema";

const valid = {
  shopName: " Bean & Crumb ",
  ownerHandle: "@beanandcrumb",
  ownerUrl: "https://www.instagram.com/beanandcrumb",
  messagingApp: "Instagram",
  publicSiteUrl: "",
  tokenLifetimeMinutes: 10,
  punchCooldownMinutes: null,
  maxPunchesPerDay: 3,
  maxCodesPerDay: null,
  reviewPunchesPerDay: 5,
  reviewFailuresPerDay: null,
  timeZone: "Europe/London",
  joinAtCounter: true,
  rewardName: " coffee ",
  staffTokensPerDay: 200,
};

const fieldOf = (body: unknown) => {
  const result = settingsUpdateSchema.safeParse(body);
  return result.success ? null : result.error.issues.map((i) => i.path.join("."));
};

describe("shop settings input", () => {
  it("trims text, turns a blank public address into null and keeps null rules off", () => {
    expect(settingsSchema.parse(valid)).toEqual({
      ...valid,
      shopName: "Bean & Crumb",
      publicSiteUrl: null,
      rewardName: "coffee",
    });
  });

  it("takes the whole form without the old free reward, which the program's rewards replace", () => {
    const withoutReward: Partial<typeof valid> = { ...valid };
    delete withoutReward.rewardName;
    expect(settingsSchema.safeParse(withoutReward).success).toBe(true);
  });

  it("takes any subset for a change", () => {
    expect(settingsUpdateSchema.parse({})).toEqual({});
    expect(settingsUpdateSchema.parse({ maxCodesPerDay: 2 })).toEqual({ maxCodesPerDay: 2 });
    expect(settingsUpdateSchema.parse({ maxCodesPerDay: null })).toEqual({ maxCodesPerDay: null });
  });

  it("accepts IANA time zones in their own spelling and refuses anything else", () => {
    expect(canonicalTimeZone("europe/london")).toBe("Europe/London");
    expect(canonicalTimeZone("UTC")).toBe("UTC");
    // Three parts; the runtime may answer its own name for the same zone.
    expect(canonicalTimeZone("America/Argentina/Buenos_Aires")).toMatch(/Buenos_Aires$/);
    expect(settingsUpdateSchema.parse({ timeZone: " asia/tokyo " })).toEqual({
      timeZone: "Asia/Tokyo",
    });
    for (const zone of ["Mars/Olympus", "+05:00", "GMT+5", "", "Europe/", "@/lib/etc/passwd"])
      expect(fieldOf({ timeZone: zone })).toEqual(["timeZone"]);
  });

  it("refuses zone abbreviations instead of storing them as another zone", () => {
    // The runtime reads EST as America/Panama (no daylight saving) and CET as Europe/Brussels.
    for (const zone of ["EST", "est", "MST", "HST", "CET", "EST5EDT", "PST8PDT", "GMT", "Japan"]) {
      expect(canonicalTimeZone(zone)).toBeNull();
      expect(fieldOf({ timeZone: zone })).toEqual(["timeZone"]);
    }
    expect(canonicalTimeZone("utc")).toBe("UTC");
    expect(canonicalTimeZone("US/Eastern")).toBe("America/New_York");
  });

  it("refuses rules that are not positive whole numbers within their maxima", () => {
    for (const value of [0, -1, 2.5, "3", 1001, Number.NaN, Infinity, true])
      expect(fieldOf({ maxPunchesPerDay: value })).toEqual(["maxPunchesPerDay"]);
    expect(fieldOf({ punchCooldownMinutes: 1441 })).toEqual(["punchCooldownMinutes"]);
    expect(fieldOf({ tokenLifetimeMinutes: null })).toEqual(["tokenLifetimeMinutes"]);
    expect(fieldOf({ tokenLifetimeMinutes: 1440, punchCooldownMinutes: 1440 })).toBeNull();
  });

  it("takes only web addresses for links, without a trailing slash for the site", () => {
    expect(fieldOf({ ownerUrl: "javascript:alert(1)" })).toEqual(["ownerUrl"]);
    expect(fieldOf({ ownerUrl: "instagram.com/me" })).toEqual(["ownerUrl"]);
    expect(fieldOf({ publicSiteUrl: "data:text/html,<b>" })).toEqual(["publicSiteUrl"]);
    expect(settingsUpdateSchema.parse({ publicSiteUrl: "https://cards.example//" })).toEqual({
      publicSiteUrl: "https://cards.example",
    });
  });
});
