import "@/lib/fields/jitless";
import * as z from "zod";
import { DEVICE_NOT_FOUND } from "@/lib/messaging/inbox-messages";
import { isP256Point } from "@/lib/fields/p256-point";

export const BIRTHDAY_DAY_REQUIRED = "errors.validation.birthdayDay";
export const BIRTHDAY_MONTH_REQUIRED = "errors.validation.birthdayMonth";
export const BIRTHDAY_INVALID = "errors.validation.birthdayInvalid";

// February has 29 days here: a birthday on the 29th is still a birthday (the sender picks the
// 28th in other years).
const DAYS_IN_MONTH = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

export function daysInMonth(month: number): number {
  return DAYS_IN_MONTH[month - 1] ?? 31;
}

/** A birthday without a year: only the day is celebrated, and a year is nobody else's business. */
export const birthdaySchema = z
  .object({
    month: z.coerce
      .number(BIRTHDAY_MONTH_REQUIRED)
      .int(BIRTHDAY_MONTH_REQUIRED)
      .min(1, BIRTHDAY_MONTH_REQUIRED)
      .max(12, BIRTHDAY_MONTH_REQUIRED),
    day: z.coerce
      .number(BIRTHDAY_DAY_REQUIRED)
      .int(BIRTHDAY_DAY_REQUIRED)
      .min(1, BIRTHDAY_DAY_REQUIRED)
      .max(31, BIRTHDAY_DAY_REQUIRED),
  })
  .refine((b) => b.day <= daysInMonth(b.month), { message: BIRTHDAY_INVALID, path: ["day"] });

export type Birthday = z.output<typeof birthdaySchema>;

/**
 * PUT /api/me/notifications: any of the three kinds of message on or off, and the birthday
 * (null takes it away). What is left out stays as it is.
 */
export const notificationSettingsSchema = z.object({
  rewards: z.boolean().optional(),
  news: z.boolean().optional(),
  offers: z.boolean().optional(),
  birthday: birthdaySchema.nullable().optional(),
});

export type NotificationSettingsInput = z.output<typeof notificationSettingsSchema>;

const INVALID_SUBSCRIPTION = "errors.validation.invalidSubscription";
// A push endpoint is a URL of the browser's push service; the keys are base64url (RFC 8291):
// p256dh an uncompressed P-256 point (65 bytes, 87 characters), auth 16 bytes (22).
const b64url = (max: number) =>
  z
    .string(INVALID_SUBSCRIPTION)
    .min(16, INVALID_SUBSCRIPTION)
    .max(max, INVALID_SUBSCRIPTION)
    .regex(/^[A-Za-z0-9_-]+=*$/, INVALID_SUBSCRIPTION);

// Well formed but not a point of the curve: the browser's key is damaged, or was never one.
export const NOT_A_P256_KEY = "errors.validation.notP256Key";

const endpoint = z.url(INVALID_SUBSCRIPTION).max(2048, INVALID_SUBSCRIPTION);

/** POST /api/push/subscriptions: what PushSubscription.toJSON() writes (expirationTime dropped). */
export const pushSubscriptionSchema = z.object({
  endpoint,
  keys: z.object(
    {
      p256dh: b64url(128).refine(isP256Point, NOT_A_P256_KEY),
      auth: b64url(64),
    },
    INVALID_SUBSCRIPTION,
  ),
});

/**
 * DELETE /api/push/subscriptions {endpoint} (the browser unsubscribing) or {id} (a device
 * removed from the profile's list, which never sees the endpoint).
 */
export const removeSubscriptionSchema = z.union(
  [
    z.object({ endpoint }),
    z.object({ id: z.guid(DEVICE_NOT_FOUND).transform((v) => v.toLowerCase()) }),
  ],
  "errors.validation.nameDevice",
);

export type PushSubscriptionInput = z.output<typeof pushSubscriptionSchema>;
