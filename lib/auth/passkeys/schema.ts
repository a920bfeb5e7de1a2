import "@/lib/fields/jitless";
import * as z from "zod";
import { idParam, NOT_FOUND } from "@/lib/http/params";
import { DEVICE_NAME_TOO_LONG, PASSKEY_ANSWER_INVALID } from "@/lib/auth/passkeys/messages";
import { USER_NOT_FOUND } from "@/lib/auth/messages";

/**
 * What a browser's WebAuthn ceremony answers, as @simplewebauthn/browser writes it to JSON:
 * binary fields are base64url. The library checks what each field means; these checks keep a
 * hostile body to its shape and size before it gets there. Unknown fields are dropped.
 */
const INVALID = PASSKEY_ANSWER_INVALID;
const b64url = (max: number) =>
  z
    .string(INVALID)
    .max(max, INVALID)
    .regex(/^[A-Za-z0-9_-]*$/, INVALID);

// A credential id is at most 1,023 bytes (WebAuthn §5.8.3): 1,364 characters of base64url.
const CREDENTIAL_ID_LENGTH = 1_364;
const credentialId = b64url(CREDENTIAL_ID_LENGTH).min(1, INVALID);

const common = {
  id: credentialId,
  rawId: credentialId,
  type: z.literal("public-key", INVALID),
  authenticatorAttachment: z.enum(["platform", "cross-platform"]).optional().catch(undefined),
  clientExtensionResults: z.record(z.string(), z.unknown()).catch({}).default({}),
};

/** navigator.credentials.create()'s answer (adding a passkey, or joining with one). */
export const registrationResponseSchema = z.object(
  {
    ...common,
    response: z.object(
      {
        clientDataJSON: b64url(8_192).min(1, INVALID),
        attestationObject: b64url(32_768).min(1, INVALID),
        authenticatorData: b64url(32_768).optional(),
        transports: z.array(z.string().max(32)).max(10).optional().catch(undefined),
        publicKeyAlgorithm: z.number().int().optional().catch(undefined),
        publicKey: b64url(8_192).optional().catch(undefined),
      },
      INVALID,
    ),
  },
  INVALID,
);

/** navigator.credentials.get()'s answer (signing in, or confirming with a passkey). */
export const authenticationResponseSchema = z.object(
  {
    ...common,
    response: z.object(
      {
        clientDataJSON: b64url(8_192).min(1, INVALID),
        authenticatorData: b64url(8_192).min(1, INVALID),
        signature: b64url(2_048).min(1, INVALID),
        // The browser's own toJSON() writes null when the passkey kept no user handle.
        userHandle: z.preprocess((v) => v ?? undefined, b64url(128).optional()),
      },
      INVALID,
    ),
  },
  INVALID,
);

export type RegistrationResponse = z.output<typeof registrationResponseSchema>;
export type AuthenticationResponse = z.output<typeof authenticationResponseSchema>;

/** The name shown in the passkey list: what the browser said it is, or the person's own words. */
export const DEVICE_NAME_MAX = 60;

/** POST /api/passkeys/register */
export const addPasskeySchema = z.object({
  response: registrationResponseSchema,
  deviceName: z
    .string()
    .max(200, DEVICE_NAME_TOO_LONG)
    .transform((v) => v.trim().replace(/\s+/g, " ").slice(0, DEVICE_NAME_MAX))
    .optional(),
});

/** POST /api/passkeys/login */
export const passkeySignInSchema = z.object({ response: authenticationResponseSchema });

/** A credential id in the address; anything else names no passkey. */
const passkeyIdParam = z
  .string()
  .max(CREDENTIAL_ID_LENGTH, NOT_FOUND)
  .regex(/^[A-Za-z0-9_-]+$/, NOT_FOUND);

/** DELETE /api/passkeys/{id}: the credential id. */
export const passkeyParams = z.object({ id: passkeyIdParam });

/** DELETE /api/users/{id}/passkeys/{passkeyId}: the account, then one of its passkeys. */
export const accountPasskeyParams = z.object({
  id: idParam(USER_NOT_FOUND),
  passkeyId: passkeyIdParam,
});
