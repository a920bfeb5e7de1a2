import "@/lib/fields/jitless";
import * as z from "zod";
import { ENTER_TOKEN, INVALID_TOKEN } from "@/lib/rewards/messages";
import { PASSWORD_MIN_6 } from "@/lib/users/messages";
import { registrationResponseSchema } from "@/lib/auth/passkeys/schema";
import { nameField, OWN_PASSWORD_MIN, passwordField, usernameField } from "./schema";

/** A shop token's id or its address's `token` value, as the join screen carries it. */
const tokenId = z
  .string(ENTER_TOKEN)
  .max(200, INVALID_TOKEN)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, ENTER_TOKEN));

/**
 * An invitation code a friend was told or that their phone remembered: optional, and blank
 * is none. Read (upper case, spaces dropped) and judged by lib/referrals, which says unknown
 * or no longer valid on this field.
 */
export const inviteField = z
  .string()
  .max(50)
  .transform((v) => v.trim())
  .optional()
  .transform((v) => v || undefined);

/**
 * POST /api/join: a visitor makes their account with the shop token they scanned, and signs in
 * next time with a password (SPEC's own rules, at least 6 characters) or with the passkey they
 * made as they joined (the browser's registration answer, verified by the handler).
 */
export const joinSchema = z
  .object({
    tokenId,
    username: usernameField(),
    name: nameField.optional(),
    password: passwordField(OWN_PASSWORD_MIN).optional(),
    passkey: registrationResponseSchema.optional(),
    invite: inviteField,
  })
  .refine((v) => v.password !== undefined || v.passkey !== undefined, {
    path: ["password"],
    message: PASSWORD_MIN_6,
  });
export type JoinInput = z.output<typeof joinSchema>;

/** GET /api/join/check: is this username free? Asked as the visitor types. */
export const joinCheckSchema = z.object({ tokenId, username: z.string().max(200) });

/**
 * POST /api/passkeys/register/options for a visitor joining: through an invitation, the
 * inviter's passkeys are excluded; `sameAuthenticator` asks again once the browser refused.
 */
export const joinPasskeyOptionsSchema = z.object({
  invite: inviteField,
  sameAuthenticator: z.boolean().optional(),
});
