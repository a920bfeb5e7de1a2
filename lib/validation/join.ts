import "./jitless";
import * as z from "zod";
import { ENTER_TOKEN, INVALID_TOKEN } from "@/lib/rewards/messages";
import { nameField, OWN_PASSWORD_MIN, passwordField, usernameField } from "./users";

/** A shop token's id or its address's `token` value, as the join screen carries it. */
const tokenId = z
  .string(ENTER_TOKEN)
  .max(200, INVALID_TOKEN)
  .transform((v) => v.trim())
  .pipe(z.string().min(1, ENTER_TOKEN));

/**
 * POST /api/join: a visitor makes their account with the shop token they scanned. A password
 * (SPEC's own rules, at least 6 characters) is optional: without one they sign in next time
 * with the passkey they make as they join, or one they add later.
 */
export const joinSchema = z.object({
  tokenId,
  username: usernameField(),
  name: nameField.optional(),
  password: passwordField(OWN_PASSWORD_MIN).optional(),
});
export type JoinInput = z.output<typeof joinSchema>;

/** GET /api/join/check: is this username free? Asked as the visitor types. */
export const joinCheckSchema = z.object({ tokenId, username: z.string().max(200) });
