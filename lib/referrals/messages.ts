// Friends bring friends: the refusals, as keys of the `referrals` catalogue (route() puts them
// in the reader's language). The inviter's inbox messages are written from the same catalogue
// in the inviter's language (lib/referrals/notify.ts).
import { m } from "@/lib/i18n/text";

/** A typed or linked code that matches no invitation. */
export const CODE_UNKNOWN = "referrals.codeUnknown";
/** A code its customer replaced: it named someone once, so the friend hears it stopped. */
export const CODE_REPLACED = "referrals.codeReplaced";
/** An admin's decision on an invitation that is not in the review queue. */
export const REFERRAL_NOT_FOUND = "referrals.notFound";
/** Approving the bonus of an inviter who is still blocked from earning. */
export const INVITER_STILL_BLOCKED = "referrals.stillBlocked";
/** A customer past the new codes a shop day allows (lib/referrals/codes.ts). */
export const tooManyNewCodes = (max: number) => m("referrals.tooManyNewCodes", { max });
/** An address past its misses: codes looked up that name no invitation (look-ups.ts). */
export const TOO_MANY_LOOK_UPS = "referrals.tooManyLookUps";
