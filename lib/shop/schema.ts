import "@/lib/fields/jitless";
import * as z from "zod";
import {
  fieldAtLeast,
  fieldAtMost,
  fieldMaxChars,
  fieldNumber,
  fieldRequired,
  fieldWebAddress,
  fieldWhole,
  type FieldName,
} from "@/lib/fields/field-messages";
import { shopCurrency, shopLanguage } from "@/lib/fields/shop-language";
import { m } from "../i18n/text.ts";

/**
 * The shop's settings (/admin/settings and PUT /api/settings): one schema for the form and
 * the handler. PUT takes any subset (settingsUpdateSchema) and answers the whole settings.
 */

export const TOKEN_LIFETIME_MAX = 1440;
export const COOLDOWN_MAX = 1440;
export const PER_DAY_MAX = 1000;
export const STAFF_TOKENS_MAX = 5000;

/**
 * The fields as the schema below names them (the form's English labels), and the name each
 * has in the catalogue's field messages (lib/fields/field-messages.ts): a refusal is
 * written in the reader's language, with the field named in it.
 */
const FIELD = {
  "Shop name": "shopName",
  "Owner's handle": "ownerHandle",
  "Profile link": "ownerUrl",
  "Messaging app": "messagingApp",
  "Public site address": "publicSiteUrl",
  "Token lifetime": "tokenLifetime",
  "Wait between punches": "punchCooldown",
  "Punches per day": "maxPunchesPerDay",
  "Product codes per day": "maxCodesPerDay",
  "Review after punches": "reviewPunchesPerDay",
  "Review after failed attempts": "reviewFailuresPerDay",
  "Free reward": "freeReward",
  "Sheet punches per staff member": "staffTokensPerDay",
} as const satisfies Record<string, FieldName>;
type Label = keyof typeof FIELD;

const text = (label: Label, max: number) =>
  z
    .string(fieldRequired(FIELD[label]))
    .trim()
    .min(1, fieldRequired(FIELD[label]))
    .max(max, fieldMaxChars(FIELD[label], max));

/** Only web addresses: a customer taps the owner's link, a phone opens the QR's address. */
const webAddress = (label: Label) =>
  z
    .string(fieldRequired(FIELD[label]))
    .trim()
    .max(2000, fieldMaxChars(FIELD[label], 2000))
    .refine((value) => {
      try {
        const url = new URL(value);
        return (url.protocol === "https:" || url.protocol === "http:") && url.hostname !== "";
      } catch {
        return false;
      }
    }, fieldWebAddress(FIELD[label]));

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
  "errors.validation.publicSiteUrl",
);

const minutes = (label: Label, max: number) =>
  z
    .number(fieldNumber(FIELD[label]))
    .int(fieldWhole(FIELD[label]))
    .min(1, fieldAtLeast(FIELD[label], 1))
    .max(max, fieldAtMost(FIELD[label], max));

/** An earn rule: a positive whole number, or null when the rule is off. */
const rule = (label: Label, max: number) => minutes(label, max).nullable();

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

export const NOT_A_ZONE = "errors.validation.notAZone";
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

export const ADDRESS_MAX = 200;
const ADDRESS_TOO_LONG = m("adminSettings.settings.shop.addressTooLong");
export const POSITION_INVALID = m("adminSettings.settings.shop.positionInvalid");

// Where the shop is (the wallet pass's back and its lock-screen place): blank is none.
const address = z
  .string(ADDRESS_TOO_LONG)
  .trim()
  .max(ADDRESS_MAX, ADDRESS_TOO_LONG)
  .transform((v) => (v === "" ? null : v))
  .nullable();
const degrees = (max: number) =>
  z.number(POSITION_INVALID).min(-max, POSITION_INVALID).max(max, POSITION_INVALID).nullable();

const fields = z.object({
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
  joinAtCounter: z.boolean("errors.validation.joinAtCounterBoolean"),
  // "a free coffee": a noun, without the article, as the app writes it after "a free". The
  // rewards now carry their own names (/admin/program): the form no longer sends it, and the
  // API keeps taking it for the screens that still read it.
  rewardName: text("Free reward", 40).optional(),
  // The key is older than what it counts: a staff member's printed punches a day (each
  // token's punches), not tokens.
  staffTokensPerDay: minutes("Sheet punches per staff member", STAFF_TOKENS_MAX),
  // Left out, they keep their value (the form always sends them).
  language: shopLanguage.optional(),
  currency: shopCurrency.optional(),
  // Left out, they keep their value (older clients of PUT /api/settings send none).
  address: address.optional(),
  latitude: degrees(90).optional(),
  longitude: degrees(180).optional(),
});

/** A position has both halves or neither. */
const bothOrNeither = (
  v: { latitude?: number | null; longitude?: number | null },
  ctx: z.RefinementCtx,
) => {
  if (v.latitude === undefined && v.longitude === undefined) return;
  if (((v.latitude ?? null) === null) !== ((v.longitude ?? null) === null)) {
    ctx.addIssue({ code: "custom", path: ["latitude"], message: POSITION_INVALID });
  }
};

export const settingsSchema = fields.superRefine(bothOrNeither);

/** PUT /api/settings: any subset; fields left out keep their value. */
export const settingsUpdateSchema = fields.partial().superRefine(bothOrNeither);

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
