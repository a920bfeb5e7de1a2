import "./jitless";
import * as z from "zod";
import { unknownPlaceholders } from "@/lib/messages/placeholders";
import { TIERS } from "@/lib/rewards/rules";

/**
 * The messages the shop sends: a campaign (POST /api/campaigns and the new-campaign form), its
 * segment (also GET /api/campaigns/audience's query), the automations and quiet hours
 * (PUT /api/automations and /admin/messages). One schema each for the form and the handler.
 */

/** The screens a message may open, as the owner picks them; null opens the inbox. */
export const LINK_TARGETS = [
  { label: "Your card", path: "/user/dashboard" },
  { label: "Products", path: "/user/products" },
  { label: "Verify a product", path: "/user/verify" },
  { label: "Reviews", path: "/user/reviews" },
  { label: "Support tickets", path: "/user/tickets" },
  { label: "Profile", path: "/user/profile" },
  { label: "News", path: "/announcements" },
  { label: "Blog", path: "/blogs" },
  { label: "Leaderboard", path: "/leaderboard" },
] as const;
export type LinkPath = (typeof LINK_TARGETS)[number]["path"];
const LINK_PATHS = LINK_TARGETS.map((t) => t.path) as [LinkPath, ...LinkPath[]];

export const TITLE_MAX = 80;
export const BODY_MAX = 500;
export const SEGMENT_DAYS_MAX = 365;
// A time picked a moment ago may pass while the form is sent; anything older is a mistake.
const SEND_AT_GRACE_MS = 5 * 60_000;
const SEND_AT_AHEAD_DAYS = 365;

/** Message text: trimmed, non-blank, at most `max`, and only placeholders that exist. */
function messageText(label: string, max: number) {
  return z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`)
    .superRefine((value, ctx) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length > 0)
        ctx.addIssue({
          code: "custom",
          message: `${label}: ${unknown.join(", ")} is not a placeholder. Use {name}, {shop}, {punches} or {reward}`,
        });
    });
}

const days = (label: string, min: number, max: number) =>
  z.coerce
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const SEGMENT_DAYS = days("Days", 1, SEGMENT_DAYS_MAX);
export const TIER_NAMES = TIERS.map((t) => t.name) as [string, ...string[]];

/**
 * Who gets a campaign. `days` for active (a visit in the last N days) and lapsed (no visit for
 * N days); `tier` for customers at that tier or above.
 */
export const segmentSchema = z.discriminatedUnion(
  "kind",
  [
    z.object({ kind: z.literal("everyone") }),
    z.object({ kind: z.literal("active"), days: SEGMENT_DAYS }),
    z.object({ kind: z.literal("lapsed"), days: SEGMENT_DAYS }),
    z.object({ kind: z.literal("one-away") }),
    z.object({ kind: z.literal("reward-waiting") }),
    z.object({
      kind: z.literal("tier"),
      tier: z.enum(TIER_NAMES, `Tier must be one of ${TIER_NAMES.join(", ")}`),
    }),
  ],
  "Choose who gets the message",
);
export type Segment = z.output<typeof segmentSchema>;
export type SegmentKind = Segment["kind"];

/** The segments as the form lists them. */
export const SEGMENT_KINDS: readonly { kind: SegmentKind; label: string }[] = [
  { kind: "everyone", label: "Everyone" },
  { kind: "active", label: "Visited in the last N days" },
  { kind: "lapsed", label: "Not seen for N days" },
  { kind: "one-away", label: "One punch away" },
  { kind: "reward-waiting", label: "Reward waiting" },
  { kind: "tier", label: "Tier at least" },
];

// "" and null both mean "no link": the form's select has an empty choice.
const link = z
  .union(
    [z.null(), z.literal("").transform(() => null), z.enum(LINK_PATHS)],
    "Link must be one of the app's screens",
  )
  .optional()
  .transform((v) => v ?? null);

// Absent, null or "": send now. Else an ISO time with its offset, not in the past.
const sendAt = z
  .union(
    [
      z.null(),
      z.literal("").transform(() => null),
      z.iso
        .datetime({ offset: true, error: "Send time must be a date and time" })
        .transform((v) => new Date(v))
        .refine(
          (at) => at.getTime() >= Date.now() - SEND_AT_GRACE_MS,
          "Send time must be in the future",
        )
        .refine(
          (at) => at.getTime() <= Date.now() + SEND_AT_AHEAD_DAYS * 86_400_000,
          `Send time must be within ${SEND_AT_AHEAD_DAYS} days`,
        ),
    ],
    "Send time must be a date and time",
  )
  .optional()
  .transform((v) => v ?? null);

export const campaignSchema = z.object({
  title: messageText("Title", TITLE_MAX),
  body: messageText("Message", BODY_MAX),
  link,
  segment: segmentSchema,
  sendAt,
});
export type CampaignInput = z.input<typeof campaignSchema>;
export type CampaignValues = z.output<typeof campaignSchema>;

/** The kinds of message the shop sends on its own, in the order /admin/messages lists them. */
export const AUTOMATION_KIND_VALUES = [
  "welcome",
  "one_away",
  "reward_waiting",
  "miss_you",
  "birthday",
] as const;

export const MISS_YOU_DAYS_DEFAULT = 28;
export const MISS_YOU_DAYS_MIN = 7;

const automationSchema = z.object({
  kind: z.enum(AUTOMATION_KIND_VALUES, "Unknown message"),
  enabled: z.boolean("Choose on or off"),
  title: messageText("Title", TITLE_MAX),
  body: messageText("Message", BODY_MAX),
  // We miss you only: the days without a visit that make an absence.
  days: days("Days", MISS_YOU_DAYS_MIN, SEGMENT_DAYS_MAX).nullish(),
});
export type AutomationValues = z.output<typeof automationSchema>;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const clock = (label: string) =>
  z.string(`${label} is required`).regex(CLOCK, `${label} must be a time such as 21:00`);

/** PUT /api/automations: any of the automations, the quiet hours, or both. */
export const automationsUpdateSchema = z.object({
  automations: z
    .array(automationSchema)
    .max(AUTOMATION_KIND_VALUES.length)
    .refine((list) => new Set(list.map((a) => a.kind)).size === list.length, "Each message once")
    .optional(),
  // Start equal to end: no quiet hours.
  quietHours: z
    .object({ start: clock("Quiet hours start"), end: clock("Quiet hours end") })
    .optional(),
});
export type AutomationsUpdate = z.output<typeof automationsUpdateSchema>;
