import "./jitless";
import * as z from "zod";
import { shopCurrency, shopLanguage } from "./shop-language";

/**
 * The shop's settings (/admin/settings and PUT /api/settings): one schema for the form and
 * the handler. PUT takes any subset (settingsUpdateSchema) and answers the whole settings.
 */

export const TOKEN_LIFETIME_MAX = 1440;
export const COOLDOWN_MAX = 1440;
export const PER_DAY_MAX = 1000;
export const STAFF_TOKENS_MAX = 5000;

const text = (label: string, max: number) =>
  z
    .string(`${label} is required`)
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** Only web addresses: a customer taps the owner's link, a phone opens the QR's address. */
const webAddress = (label: string) =>
  z
    .string(`${label} is required`)
    .trim()
    .max(2000, `${label} must be at most 2000 characters`)
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, `${label} must be a web address starting with https:// or http://`);

// Blank is "the address the admin's browser is on" (lib/settings/site-origin.ts).
const publicSiteUrl = z.union(
  [
    z.null(),
    z
      .string()
      .trim()
      .max(0)
      .transform(() => null),
    webAddress("Public site address").transform((v) => v.replace(/\/+$/, "")),
  ],
  "Public site address must be a web address starting with https:// or http://, or blank",
);

const minutes = (label: string, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(1, `${label} must be at least 1`)
    .max(max, `${label} must be at most ${max}`);

/** An earn rule: a positive whole number, or null when the rule is off. */
const rule = (label: string, max: number) => minutes(label, max).nullable();

// An offset such as "+05:00" is not a place: PostgreSQL would read its sign the other way.
const ZONE_NAME = /^[A-Za-z][A-Za-z0-9_+-]*(\/[A-Za-z0-9_+-]+){0,2}$/;

/**
 * The IANA name as the runtime spells it ("europe/london" → "Europe/London"), or null. A
 * name without a region ("EST", "CET", "Japan") is refused, UTC apart: the runtime takes
 * "EST" as America/Panama, which never changes its clocks, so the shop's days would be
 * counted in another zone than the owner meant.
 */
export function canonicalTimeZone(name: string): string | null {
  if (!ZONE_NAME.test(name)) return null;
  if (!name.includes("/") && name.toUpperCase() !== "UTC") return null;
  try {
    return new Intl.DateTimeFormat("en", { timeZone: name }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

export const NOT_A_ZONE = "Time zone must be a place name from the list, such as Europe/London";
const timeZone = z
  .string(NOT_A_ZONE)
  .trim()
  .max(64, NOT_A_ZONE)
  .transform((value, ctx) => {
    const zone = canonicalTimeZone(value);
    if (zone) return zone;
    ctx.addIssue({ code: "custom", message: NOT_A_ZONE });
    return z.NEVER;
  });

export const settingsSchema = z.object({
  shopName: text("Shop name", 60),
  ownerHandle: text("Owner's handle", 60),
  ownerUrl: webAddress("Profile link"),
  messagingApp: text("Messaging app", 40),
  publicSiteUrl,
  tokenLifetimeMinutes: minutes("Token lifetime", TOKEN_LIFETIME_MAX),
  punchCooldownMinutes: rule("Wait between punches", COOLDOWN_MAX),
  maxPunchesPerDay: rule("Punches per day", PER_DAY_MAX),
  maxCodesPerDay: rule("Product codes per day", PER_DAY_MAX),
  reviewPunchesPerDay: rule("Review after punches", PER_DAY_MAX),
  reviewFailuresPerDay: rule("Review after failed attempts", PER_DAY_MAX),
  timeZone,
  joinAtCounter: z.boolean("Joining at the counter must be on or off"),
  // "a free coffee": a noun, without the article, as the app writes it after "a free". The
  // rewards now carry their own names (/admin/program): the form no longer sends it, and the
  // API keeps taking it for the screens that still read it.
  rewardName: text("Free reward", 40).optional(),
  staffTokensPerDay: minutes("Sheet tokens per staff member", STAFF_TOKENS_MAX),
  // Left out, they keep their value (the form always sends them).
  language: shopLanguage.optional(),
  currency: shopCurrency.optional(),
});

/** PUT /api/settings: any subset; fields left out keep their value. */
export const settingsUpdateSchema = settingsSchema.partial();

export type SettingsInput = z.input<typeof settingsSchema>;
export type SettingsValues = z.output<typeof settingsSchema>;
export type SettingsUpdate = z.output<typeof settingsUpdateSchema>;

/** The earn rules: each off (null) or on with a value. */
export const RULE_FIELDS = [
  "punchCooldownMinutes",
  "maxPunchesPerDay",
  "maxCodesPerDay",
  "reviewPunchesPerDay",
  "reviewFailuresPerDay",
] as const;
export type RuleField = (typeof RULE_FIELDS)[number];

/** Time zones for the form's list: every IANA name the browser knows, and UTC. */
export function timeZoneNames(): string[] {
  const names = Intl.supportedValuesOf?.("timeZone") ?? [];
  return names.includes("UTC") ? names : ["UTC", ...names];
}
