import "@/lib/fields/jitless";
import * as z from "zod";
import { m } from "../i18n/text.ts";
import { unknownPlaceholders } from "@/lib/messaging/placeholders";
import { TIERS } from "@/lib/rewards/rules";
import {
  fieldAtLeast,
  fieldAtMost,
  fieldClock,
  fieldMaxChars,
  fieldNotPlaceholder,
  fieldNumber,
  fieldRequired,
  fieldWhole,
  type FieldName,
} from "@/lib/fields/field-messages";

/**
 * The messages the shop sends: a campaign (POST /api/campaigns and the new-campaign form), its
 * segment (also GET /api/campaigns/audience's query), the automations and quiet hours
 * (PUT /api/automations and /admin/messages). One schema each for the form and the handler.
 */

/**
 * The screens a message may open, as the owner picks them; null opens the inbox. Each label is
 * a key of the `errors` catalogue (a screen shows it with useText()).
 */
export const LINK_TARGETS = [
  { label: "errors.validation.links.card", path: "/user/dashboard" },
  { label: "errors.validation.links.products", path: "/user/products" },
  { label: "errors.validation.links.verify", path: "/user/verify" },
  { label: "errors.validation.links.reviews", path: "/user/reviews" },
  { label: "errors.validation.links.tickets", path: "/user/tickets" },
  { label: "errors.validation.links.profile", path: "/user/profile" },
  { label: "errors.validation.links.news", path: "/announcements" },
  { label: "errors.validation.links.blog", path: "/blogs" },
  { label: "errors.validation.links.leaderboard", path: "/leaderboard" },
] as const;
export type LinkPath = (typeof LINK_TARGETS)[number]["path"];
const LINK_PATHS = LINK_TARGETS.map((t) => t.path) as [LinkPath, ...LinkPath[]];

export const TITLE_MAX = 80;
export const BODY_MAX = 500;
export const SEGMENT_DAYS_MAX = 365;
// A time picked a moment ago may pass while the form is sent; anything older is a mistake.
const SEND_AT_GRACE_MS = 5 * 60_000;
const SEND_AT_AHEAD_DAYS = 365;
const SEND_TIME_INVALID = "errors.validation.sendTimeInvalid";

/** Message text: trimmed, non-blank, at most `max`, and only placeholders that exist. */
function messageText(label: FieldName, max: number) {
  return z
    .string(fieldRequired(label))
    .trim()
    .min(1, fieldRequired(label))
    .max(max, fieldMaxChars(label, max))
    .superRefine((value, ctx) => {
      const unknown = unknownPlaceholders(value);
      if (unknown.length > 0)
        ctx.addIssue({
          code: "custom",
          message: fieldNotPlaceholder(label, unknown.join(", ")),
        });
    });
}

const days = (label: FieldName, min: number, max: number) =>
  z.coerce
    .number(fieldNumber(label))
    .int(fieldWhole(label))
    .min(min, fieldAtLeast(label, min))
    .max(max, fieldAtMost(label, max));

const SEGMENT_DAYS = days("days", 1, SEGMENT_DAYS_MAX);
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
      tier: z.enum(TIER_NAMES, m("errors.validation.tierOneOf", { tiers: TIER_NAMES.join(", ") })),
    }),
  ],
  "errors.validation.chooseSegment",
);
export type Segment = z.output<typeof segmentSchema>;
export type SegmentKind = Segment["kind"];

/** The segments as the form lists them (labels: keys of the `errors` catalogue). */
export const SEGMENT_KINDS: readonly { kind: SegmentKind; label: string }[] = [
  { kind: "everyone", label: "errors.validation.segments.everyone" },
  { kind: "active", label: "errors.validation.segments.active" },
  { kind: "lapsed", label: "errors.validation.segments.lapsed" },
  { kind: "one-away", label: "errors.validation.segments.oneAway" },
  { kind: "reward-waiting", label: "errors.validation.segments.rewardWaiting" },
  { kind: "tier", label: "errors.validation.segments.tier" },
];

// "" and null both mean "no link": the form's select has an empty choice.
const link = z
  .union(
    [z.null(), z.literal("").transform(() => null), z.enum(LINK_PATHS)],
    "errors.validation.linkTarget",
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
        .datetime({ offset: true, error: SEND_TIME_INVALID })
        .transform((v) => new Date(v))
        .refine(
          (at) => at.getTime() >= Date.now() - SEND_AT_GRACE_MS,
          "errors.validation.sendTimePast",
        )
        .refine(
          (at) => at.getTime() <= Date.now() + SEND_AT_AHEAD_DAYS * 86_400_000,
          m("errors.validation.sendTimeAhead", { days: SEND_AT_AHEAD_DAYS }),
        ),
    ],
    SEND_TIME_INVALID,
  )
  .optional()
  .transform((v) => v ?? null);

export const campaignSchema = z.object({
  title: messageText("title", TITLE_MAX),
  body: messageText("message", BODY_MAX),
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
  kind: z.enum(AUTOMATION_KIND_VALUES, "errors.validation.unknownMessage"),
  enabled: z.boolean("errors.validation.chooseOnOff"),
  title: messageText("title", TITLE_MAX),
  body: messageText("message", BODY_MAX),
  // We miss you only: the days without a visit that make an absence.
  days: days("days", MISS_YOU_DAYS_MIN, SEGMENT_DAYS_MAX).nullish(),
});
export type AutomationValues = z.output<typeof automationSchema>;

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;
const clock = (label: FieldName) => z.string(fieldRequired(label)).regex(CLOCK, fieldClock(label));

/** PUT /api/automations: any of the automations, the quiet hours, or both. */
export const automationsUpdateSchema = z.object({
  automations: z
    .array(automationSchema)
    .max(AUTOMATION_KIND_VALUES.length)
    .refine(
      (list) => new Set(list.map((a) => a.kind)).size === list.length,
      "errors.validation.eachMessageOnce",
    )
    .optional(),
  // Start equal to end: no quiet hours.
  quietHours: z.object({ start: clock("quietStart"), end: clock("quietEnd") }).optional(),
});
export type AutomationsUpdate = z.output<typeof automationsUpdateSchema>;
