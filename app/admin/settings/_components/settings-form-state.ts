import type { ShopSettings } from "@/lib/settings/shop";
import { formatPosition, readPosition } from "@/lib/fields/position";
import { RULE_FIELDS, type RuleField, type SettingsInput } from "@/lib/shop/schema";

/** What the inputs hold: text as typed, and each earn rule's switch beside its number. */
export type FormState = {
  shopName: string;
  ownerHandle: string;
  ownerUrl: string;
  messagingApp: string;
  publicSiteUrl: string;
  tokenLifetimeMinutes: string;
  staffTokensPerDay: string;
  timeZone: string;
  joinAtCounter: boolean;
  language: string;
  currency: string;
  address: string;
  /** The shop's place as typed or pasted from a map ("48.8566, 2.3522" or a link). */
  position: string;
  rules: Record<RuleField, { on: boolean; value: string }>;
};

export type FieldErrors = Partial<Record<keyof SettingsInput, string>>;

/** The number a rule starts at when the owner switches it on for the first time. */
export const RULE_START: Record<RuleField, number> = {
  punchCooldownMinutes: 60,
  maxPunchesPerDay: 3,
  maxCodesPerDay: 5,
  reviewPunchesPerDay: 5,
  reviewFailuresPerDay: 10,
};

export function toState(settings: ShopSettings): FormState {
  const rules = Object.fromEntries(
    RULE_FIELDS.map((field) => {
      const value = settings[field];
      return [field, { on: value !== null, value: String(value ?? RULE_START[field]) }];
    }),
  ) as FormState["rules"];
  return {
    shopName: settings.shopName,
    ownerHandle: settings.ownerHandle,
    ownerUrl: settings.ownerUrl,
    messagingApp: settings.messagingApp,
    publicSiteUrl: settings.publicSiteUrl ?? "",
    tokenLifetimeMinutes: String(settings.tokenLifetimeMinutes),
    staffTokensPerDay: String(settings.staffTokensPerDay),
    timeZone: settings.timeZone,
    joinAtCounter: settings.joinAtCounter,
    language: settings.language,
    currency: settings.currency,
    address: settings.address ?? "",
    position: formatPosition(
      settings.latitude !== null && settings.longitude !== null
        ? { latitude: settings.latitude, longitude: settings.longitude }
        : null,
    ),
    rules,
  };
}

// Blank is no position; text that names none is refused by the schema (NaN is no number).
function toPosition(text: string): { latitude: number | null; longitude: number | null } {
  if (text.trim() === "") return { latitude: null, longitude: null };
  return readPosition(text) ?? { latitude: Number.NaN, longitude: Number.NaN };
}

// A blank box is not zero: it is refused as "must be a number", as a typed letter would be.
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The body the schema checks and PUT /api/settings takes: numbers, and null for a rule that is off. */
export function toInput(state: FormState): SettingsInput {
  const { rules, tokenLifetimeMinutes, staffTokensPerDay, language, position, ...text } = state;
  const ruleValues = Object.fromEntries(
    RULE_FIELDS.map((field) => [field, rules[field].on ? toNumber(rules[field].value) : null]),
  ) as Record<RuleField, number | null>;
  return {
    ...text,
    // One of the six from the list; the schema refuses anything else with its own message.
    language: language as SettingsInput["language"],
    tokenLifetimeMinutes: toNumber(tokenLifetimeMinutes),
    staffTokensPerDay: toNumber(staffTokensPerDay),
    ...ruleValues,
    ...toPosition(position),
  };
}

/**
 * A review threshold the daily maximum makes unreachable: a customer is flagged for more
 * punches in a day than the threshold, but can never collect more than the maximum. The two
 * numbers the warning names, or null.
 */
export function unreachableReview(state: FormState): { limit: number; threshold: number } | null {
  const { maxPunchesPerDay: max, reviewPunchesPerDay: review } = state.rules;
  if (!max.on || !review.on) return null;
  const limit = Number(max.value);
  const threshold = Number(review.value);
  if (!Number.isInteger(limit) || !Number.isInteger(threshold) || threshold < limit) return null;
  return { limit, threshold };
}
