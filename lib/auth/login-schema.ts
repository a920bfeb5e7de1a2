import "@/lib/fields/jitless";
import * as z from "zod";
import { LOGIN_REQUIRED as required } from "@/lib/auth/messages";
import { fieldTooLong } from "@/lib/fields/field-messages";
import { normaliseUsername } from "@/lib/fields/username-text";

/**
 * SPEC §5: both required; the username is trimmed and lower-cased (and NFKC-normalised, as
 * accounts store it), the password trimmed.
 */
export const loginSchema = z.object({
  username: z
    .string(required)
    .max(100, fieldTooLong("username"))
    .transform(normaliseUsername)
    .pipe(z.string().min(1, required)),
  password: z
    .string(required)
    .max(200, fieldTooLong("password"))
    .transform((v) => v.trim())
    .pipe(z.string().min(1, required)),
});

export type LoginInput = z.input<typeof loginSchema>;
