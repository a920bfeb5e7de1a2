import { english } from "@/tests/support/english";
import {
  automationsUpdateSchema,
  campaignSchema,
  LINK_TARGETS,
  segmentSchema,
} from "./shop-message-schema";

const issues = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => english(i.message));

const campaign = {
  title: " One more punch ",
  body: "Hi {name}, a free {reward} at {shop}.",
  segment: { kind: "everyone" },
};

describe("campaign input", () => {
  it("trims the text and sends now with no link when none is given", () => {
    expect(campaignSchema.parse(campaign)).toEqual({
      title: "One more punch",
      body: "Hi {name}, a free {reward} at {shop}.",
      link: null,
      segment: { kind: "everyone" },
      sendAt: null,
    });
    expect(campaignSchema.parse({ ...campaign, link: "", sendAt: "" })).toMatchObject({
      link: null,
      sendAt: null,
    });
  });

  it("takes a link only to one of the app's screens", () => {
    for (const target of LINK_TARGETS)
      expect(campaignSchema.parse({ ...campaign, link: target.path }).link).toBe(target.path);
    for (const link of ["https://evil.example/", "//evil.example", "/admin/users", "javascript:1"])
      expect(issues(campaignSchema.safeParse({ ...campaign, link }))).toEqual([
        "Link must be one of the app's screens",
      ]);
  });

  it("refuses blank or long text and placeholders that do not exist", () => {
    expect(issues(campaignSchema.safeParse({ ...campaign, title: "  " }))).toEqual([
      "Title is required",
    ]);
    expect(issues(campaignSchema.safeParse({ ...campaign, body: "x".repeat(501) }))).toEqual([
      "Message must be at most 500 characters",
    ]);
    expect(issues(campaignSchema.safeParse({ ...campaign, body: "Hi {nmae}" }))).toEqual([
      "Message: {nmae} is not a placeholder. Use {name}, {shop}, {punches} or {reward}",
    ]);
  });

  it("takes a send time with its offset, not in the past nor over a year ahead", () => {
    const soon = new Date(Date.now() + 3_600_000);
    const parsed = campaignSchema.parse({ ...campaign, sendAt: soon.toISOString() });
    expect(parsed.sendAt).toEqual(soon);
    expect(
      issues(campaignSchema.safeParse({ ...campaign, sendAt: "2099-01-01T10:00:00+02:00" })),
    ).toEqual(["Send time must be within 365 days"]);
    const past = new Date(Date.now() - 3_600_000).toISOString();
    expect(issues(campaignSchema.safeParse({ ...campaign, sendAt: past }))).toEqual([
      "Send time must be in the future",
    ]);
    expect(issues(campaignSchema.safeParse({ ...campaign, sendAt: "tomorrow" }))).toEqual([
      "Send time must be a date and time",
    ]);
  });
});

describe("segment", () => {
  it("needs days for active and lapsed, a known tier for tier, and reads a query's strings", () => {
    expect(segmentSchema.parse({ kind: "active", days: "30" })).toEqual({
      kind: "active",
      days: 30,
    });
    expect(segmentSchema.parse({ kind: "everyone", days: "30" })).toEqual({ kind: "everyone" });
    expect(segmentSchema.parse({ kind: "tier", tier: "Gold" })).toEqual({
      kind: "tier",
      tier: "Gold",
    });
    expect(issues(segmentSchema.safeParse({ kind: "lapsed" }))).toEqual(["Days must be a number"]);
    expect(issues(segmentSchema.safeParse({ kind: "lapsed", days: "0" }))).toEqual([
      "Days must be at least 1",
    ]);
    expect(issues(segmentSchema.safeParse({ kind: "tier", tier: "Wood" }))).toEqual([
      "Tier must be one of Bronze, Silver, Gold, Platinum, Diamond, Master, Legend",
    ]);
    expect(issues(segmentSchema.safeParse({ kind: "vips" }))).toEqual([
      "Choose who gets the message",
    ]);
  });
});

describe("automations update", () => {
  const welcome = { kind: "welcome", enabled: true, title: "Hi {name}", body: "Welcome to {shop}" };

  it("takes any automations and the quiet hours", () => {
    expect(automationsUpdateSchema.parse({})).toEqual({});
    expect(
      automationsUpdateSchema.parse({
        automations: [welcome, { ...welcome, kind: "miss_you", days: 28 }],
        quietHours: { start: "21:00", end: "09:00" },
      }),
    ).toEqual({
      automations: [welcome, { ...welcome, kind: "miss_you", days: 28 }],
      quietHours: { start: "21:00", end: "09:00" },
    });
  });

  it("refuses an unknown kind, a kind twice, too few days and a time that is not HH:MM", () => {
    expect(
      issues(automationsUpdateSchema.safeParse({ automations: [{ ...welcome, kind: "x" }] })),
    ).toEqual(["Unknown message"]);
    expect(issues(automationsUpdateSchema.safeParse({ automations: [welcome, welcome] }))).toEqual([
      "Each message once",
    ]);
    expect(
      issues(automationsUpdateSchema.safeParse({ automations: [{ ...welcome, days: 3 }] })),
    ).toEqual(["Days must be at least 7"]);
    expect(
      issues(automationsUpdateSchema.safeParse({ quietHours: { start: "9:00", end: "24:00" } })),
    ).toEqual([
      "Quiet hours start must be a time such as 21:00",
      "Quiet hours end must be a time such as 21:00",
    ]);
  });
});
