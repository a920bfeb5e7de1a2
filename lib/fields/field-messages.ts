import { m } from "../i18n/text.ts";

/**
 * A validation rule's sentence about one field ("Shop name is required"), as a key of the
 * `errors` catalogue with the field's name as a value: each language names the field in its
 * own words inside its sentence (messages/<locale>/errors.json, `fields.*`), so no English
 * field name ends up in a translated sentence.
 */
export type FieldName =
  | "title"
  | "message"
  | "days"
  | "quietStart"
  | "quietEnd"
  | "shopName"
  | "ownerHandle"
  | "ownerUrl"
  | "messagingApp"
  | "publicSiteUrl"
  | "tokenLifetime"
  | "punchCooldown"
  | "maxPunchesPerDay"
  | "maxCodesPerDay"
  | "reviewPunchesPerDay"
  | "reviewFailuresPerDay"
  | "rewardName"
  | "freeReward"
  | "staffTokensPerDay"
  | "rewardAt"
  | "cardSize"
  | "welcomePunches"
  | "maxTokenPunches"
  | "unitPrice"
  | "sellPrice"
  | "price"
  | "dealPrice"
  | "quantity"
  | "stock"
  | "productName"
  | "shortDescription"
  | "detailedDescription"
  | "description"
  | "categoryName"
  | "content"
  | "subject"
  | "comment"
  | "name"
  | "username"
  | "password"
  | "terms";

export const fieldRequired = (field: FieldName) => m("errors.fields.required", { field });
export const fieldMaxChars = (field: FieldName, max: number) =>
  m("errors.fields.maxChars", { field, max });
export const fieldTooLong = (field: FieldName) => m("errors.fields.tooLong", { field });
export const fieldNumber = (field: FieldName) => m("errors.fields.number", { field });
export const fieldWhole = (field: FieldName) => m("errors.fields.whole", { field });
export const fieldAtLeast = (field: FieldName, min: number) =>
  m("errors.fields.atLeast", { field, min });
export const fieldAtMost = (field: FieldName, max: number) =>
  m("errors.fields.atMost", { field, max });
export const fieldNegative = (field: FieldName) => m("errors.fields.negative", { field });
export const fieldTooLarge = (field: FieldName) => m("errors.fields.tooLarge", { field });
export const fieldTwoDecimals = (field: FieldName) => m("errors.fields.twoDecimals", { field });
export const fieldWebAddress = (field: FieldName) => m("errors.fields.webAddress", { field });
export const fieldClock = (field: FieldName) => m("errors.fields.clock", { field });
/** Placeholders the message text uses that do not exist ("{nmae}"), listed as written. */
export const fieldNotPlaceholder = (field: FieldName, unknown: string) =>
  m("errors.fields.notPlaceholder", { field, unknown });
