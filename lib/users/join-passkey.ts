import "server-only";
import { joinRegistrationOptions } from "@/lib/auth/passkeys/registration";
import { inviterOf } from "@/lib/referrals/codes";

/**
 * Passkey options for a visitor joining at the counter, through an invitation with the
 * inviter's passkeys excluded (lib/auth/passkeys/registration.ts says why).
 */
export function joinPasskeyOptions(input: {
  req: Request;
  invite?: string;
  sameAuthenticator?: boolean;
}) {
  return joinRegistrationOptions({ ...input, inviterOf });
}
