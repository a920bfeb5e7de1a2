import "@/lib/fields/jitless";
import * as z from "zod";
import {
  BULK_COUNT,
  CURRENT_PASSWORD_REQUIRED,
  FILL_BOTH_PASSWORDS,
  NEW_PASSWORDS_DIFFER,
  PASSWORD_MIN_3,
  PASSWORD_MIN_6,
  PASSWORDS_DIFFER,
  USERNAME_INVISIBLE,
  USERNAME_MIXED_SCRIPTS,
  USERNAME_TOO_SHORT,
} from "@/lib/users/messages";
import { ADMIN_SET_PASSWORD_MIN, OWN_PASSWORD_MIN, USERNAME_MIN } from "@/lib/users/limits";
import { fieldMaxChars, fieldRequired, fieldTooLong } from "@/lib/fields/field-messages";
import { localeChoice } from "@/lib/fields/locale";
import { FILL_ALL_FIELDS } from "@/lib/fields/messages";
import { hasHiddenCharacters, mixesScripts, normaliseUsername } from "@/lib/fields/username-text";

/**
 * SPEC §5 and §9 rules for accounts. Usernames are stored trimmed and lower-cased and
 * passwords trimmed, because the login form sends them that way.
 */
const trimmed = (v: string) => v.trim();

export { ADMIN_SET_PASSWORD_MIN, OWN_PASSWORD_MIN, USERNAME_MIN };
export const BULK_MAX = 50;

/**
 * Every username field (creating, editing, importing and joining): NFKC-normalised, trimmed
 * and lower-cased, and refused when another person could not tell it from a different one
 * (hidden characters, mixed alphabets: username-text.ts).
 */
export const usernameField = (required = fieldRequired("username")) =>
  z
    .string(required)
    .transform(normaliseUsername)
    .pipe(
      z
        .string()
        .min(1, required)
        .min(USERNAME_MIN, USERNAME_TOO_SHORT)
        .max(50, fieldMaxChars("username", 50))
        .refine((v) => !hasHiddenCharacters(v), USERNAME_INVISIBLE)
        .refine((v) => !mixesScripts(v), USERNAME_MIXED_SCRIPTS),
    );
const username = usernameField();

const TOO_SHORT = { [ADMIN_SET_PASSWORD_MIN]: PASSWORD_MIN_3, [OWN_PASSWORD_MIN]: PASSWORD_MIN_6 };

export const passwordField = (
  min: typeof ADMIN_SET_PASSWORD_MIN | typeof OWN_PASSWORD_MIN,
  required = fieldRequired("password"),
) =>
  z
    .string(required)
    .transform(trimmed)
    .pipe(
      z.string().min(1, required).min(min, TOO_SHORT[min]).max(200, fieldMaxChars("password", 200)),
    );

const BOTH_REQUIRED = "errors.validation.bothRequired";

export const nameField = z
  .string()
  .transform(trimmed)
  .pipe(z.string().max(100, fieldMaxChars("name", 100)));
const role = z.enum(["user", "staff", "admin"], "errors.validation.roleOneOf");

export const createUserSchema = z.object({
  username: usernameField(BOTH_REQUIRED),
  password: passwordField(ADMIN_SET_PASSWORD_MIN, BOTH_REQUIRED),
  role: role.default("user"),
  name: nameField.optional(),
});
export type CreateUserInput = z.input<typeof createUserSchema>;

/** An admin editing any account: every field optional, only what changed is sent. */
export const adminUpdateUserSchema = z.object({
  username: username.optional(),
  name: nameField.optional(),
  password: passwordField(ADMIN_SET_PASSWORD_MIN).optional(),
  role: role.optional(),
});

/**
 * A customer editing their own profile: role, XP and level are not theirs to change. `locale`:
 * the language they read the app in, null for their phone's.
 */
export const profileUpdateSchema = z.object({
  username: username.optional(),
  name: nameField.optional(),
  password: passwordField(OWN_PASSWORD_MIN).optional(),
  locale: localeChoice.optional(),
});
export type ProfileUpdate = z.output<typeof profileUpdateSchema>;

/** Changing one's own password: the current one, sent beside the new one. */
export const currentPasswordSchema = z.object({
  currentPassword: z
    .string()
    .max(200, fieldTooLong("password"))
    .transform(trimmed)
    .optional()
    .catch(undefined),
});

export const setPasswordSchema = z.object({
  newPassword: passwordField(ADMIN_SET_PASSWORD_MIN),
  currentPassword: currentPasswordSchema.shape.currentPassword,
});

/** The admin's own password: current, new and confirm, with SPEC §5's messages in order. */
export const ownPasswordSchema = z
  .object({
    currentPassword: z.string().default(""),
    newPassword: z.string().default(""),
    confirmPassword: z.string().default(""),
  })
  .transform((v) => ({
    currentPassword: v.currentPassword.trim(),
    newPassword: v.newPassword.trim(),
    confirmPassword: v.confirmPassword.trim(),
  }))
  .superRefine((v, ctx) => {
    const fail = (message: string, field: keyof typeof v) =>
      ctx.addIssue({ code: "custom", message, path: [field] });
    const empty = (["currentPassword", "newPassword", "confirmPassword"] as const).find(
      (field) => !v[field],
    );
    if (empty) fail(FILL_ALL_FIELDS, empty);
    else if (v.newPassword !== v.confirmPassword) fail(NEW_PASSWORDS_DIFFER, "confirmPassword");
    else if (v.newPassword.length < OWN_PASSWORD_MIN) fail(PASSWORD_MIN_6, "newPassword");
    else if (v.newPassword.length > 200) fail(fieldMaxChars("password", 200), "newPassword");
  });

type PasswordPair = { password: string; confirm: string };
/** Each message is put on the field it is about, so the form shows it under that field. */
type Fail = (message: string, field: keyof PasswordPair) => void;

/** SPEC §5's checks of a new password typed twice, in its order. */
function checkNewPassword(v: PasswordPair, fail: Fail) {
  if (!v.password || !v.confirm) fail(FILL_BOTH_PASSWORDS, v.password ? "confirm" : "password");
  else if (v.password !== v.confirm) fail(PASSWORDS_DIFFER, "confirm");
  else if (v.password.length < OWN_PASSWORD_MIN) fail(PASSWORD_MIN_6, "password");
}

/**
 * A customer's new password typed twice, after their current one when `askCurrent` (Change
 * Password). Without it (Set a password): a customer who has none (passkey only, or imported
 * without one), or one a sign-in QR from the counter let in minutes ago.
 */
export function customerPasswordFormSchema(askCurrent: boolean) {
  return z
    .object({ current: z.string(), password: z.string(), confirm: z.string() })
    .transform((v) => ({
      current: v.current.trim(),
      password: v.password.trim(),
      confirm: v.confirm.trim(),
    }))
    .superRefine((v, ctx) => {
      const fail = (message: string, field: keyof typeof v) =>
        ctx.addIssue({ code: "custom", message, path: [field] });
      if (askCurrent && !v.current) fail(CURRENT_PASSWORD_REQUIRED, "current");
      else checkNewPassword(v, fail);
    });
}

/** Non-numeric input becomes 1 (SPEC §5); numbers outside 1-50 are refused. */
export function parseBulkCount(raw: unknown): number {
  if (typeof raw === "number") return Number.isFinite(raw) ? raw : 1;
  const n = Number.parseInt(String(raw ?? ""), 10);
  return Number.isNaN(n) ? 1 : n;
}

export const bulkSchema = z.object({
  count: z.preprocess(
    parseBulkCount,
    z.number().int(BULK_COUNT).min(1, BULK_COUNT).max(BULK_MAX, BULK_COUNT),
  ),
});

export const userListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).catch(1),
  pageSize: z.coerce.number().int().min(1).max(100).catch(20),
  q: z.string().trim().max(100).catch(""),
});
export type UserListQuery = z.output<typeof userListQuerySchema>;
