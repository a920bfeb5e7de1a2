// The wallet screen's refusals, as catalogue keys (adminWallet.refusals.*): route() answers
// them in the caller's language, the form shows each under its field.
import { m } from "../i18n/text.ts";

export const WALLET_REFUSALS = [
  // The form's shape (lib/wallet/connect-schema.ts).
  "passTypeFormat",
  "teamFormat",
  "certificateMissing",
  "keyMissing",
  "wwdrMissing",
  "p12Missing",
  "issuerIdFormat",
  "serviceAccountMissing",
  "tooLarge",
  // Apple's credentials, checked together (lib/wallet/apple/credentials.ts).
  "p12Unreadable",
  "p12Password",
  "certificateUnreadable",
  "notPassCertificate",
  "keyUnreadable",
  "keyPassphrase",
  "keyMismatch",
  "passTypeMismatch",
  "teamMismatch",
  "certificateExpired",
  "certificateNotYetValid",
  "wwdrUnreadable",
  "wwdrNotIssuer",
  // Google's service account (lib/wallet/google/credentials.ts).
  "serviceAccountUnreadable",
  "serviceAccountNotKey",
  "serviceAccountKeyBroken",
] as const;
export type WalletRefusal = (typeof WALLET_REFUSALS)[number];

export const walletRefusal = (reason: WalletRefusal) => m(`adminWallet.refusals.${reason}`);

/** The shop has not connected that wallet: the customer's button should not have been there. */
export const WALLET_NOT_CONNECTED = m("adminWallet.refusals.notConnected");

/** The PassKit web service's refusals: Apple's devices read only the status. */
export const PASS_NOT_YOURS = m("adminWallet.refusals.passNotYours");
export const PASSKIT_BUSY = m("adminWallet.refusals.passkitBusy");
/** A callback whose signature is not Google's, or names no pass of ours. */
export const CALLBACK_REFUSED = m("adminWallet.refusals.callbackRefused");
