import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from "@simplewebauthn/browser";
import { api, errorMessage } from "@/lib/http/fetcher";
import { PASSKEY_WRONG_ADDRESS } from "./messages";
import { passkeysSupported } from "./supported";

export { passkeysSupported };
import type { PasskeyView } from "./queries";

export type { PasskeyView };

/**
 * The browser's side of passkeys. Importing this module costs next to nothing: the WebAuthn
 * library (@simplewebauthn/browser) is fetched only when a passkey is made or used with a tap,
 * and the username's autofill uses the browser's own JSON helpers, so no screen's first load,
 * and no visit to /login that uses no passkey, carries it.
 */

export type SignedInUser = { id: string; username: string; role: "user" | "staff" | "admin" };

const library = () => import("@simplewebauthn/browser");

// The pending autofill request, if any: a browser runs one WebAuthn request at a time, so a
// tap's ceremony ends it first.
let autofill: AbortController | null = null;

// The invitation whose join passkey this phone's authenticator refused as already holding one
// of the inviter's (createJoinPasskey).
let sameAuthenticatorFor: string | null = null;

// A challenge lives 5 minutes (lib/auth/passkeys/challenges.ts): the autofill asks for a new
// one a little before, as a sign-in page may stay open a long while.
const AUTOFILL_RENEW_MS = 4 * 60 * 1000;

type NativeRequestJSON = Parameters<typeof PublicKeyCredential.parseRequestOptionsFromJSON>[0];

/** The person closed the passkey sheet, it timed out, or another ceremony took its place. */
export function passkeyCancelled(error: unknown): boolean {
  return (
    error instanceof Error && (error.name === "NotAllowedError" || error.name === "AbortError")
  );
}

/**
 * What to tell the person when a ceremony failed: the server's words when it refused, a hint
 * when the browser refused the shop's address as relying party (the page is not at the public
 * site address), else `fallback`.
 */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error && error.name === "SecurityError") return PASSKEY_WRONG_ADDRESS;
  return errorMessage(error, fallback);
}

/** The authenticator already holds a passkey of this account (the options excluded it). */
export function passkeyAlreadyThere(error: unknown): boolean {
  return error instanceof Error && error.name === "InvalidStateError";
}

/** A ceremony the person asked for with a tap: the username's autofill makes way for it. */
function modal<T>(run: () => Promise<T>): Promise<T> {
  autofill?.abort("replaced");
  autofill = null;
  return run();
}

/**
 * `join`: for a join with an invitation, its code, and whether this phone's authenticator
 * turned out to hold one of the inviter's passkeys (see createJoinPasskey).
 */
function registerOptions(join?: { invite: string; sameAuthenticator?: true }) {
  return api<{ options: PublicKeyCredentialCreationOptionsJSON }>("/passkeys/register/options", {
    method: "POST",
    body: join,
  });
}

function requestOptions(signal?: AbortSignal) {
  return api<{ options: PublicKeyCredentialRequestOptionsJSON }>("/passkeys/login/options", {
    method: "POST",
    signal,
  });
}

/**
 * For joining at the counter: makes a passkey for the account about to be created (the
 * visitor is not signed in) under the username they chose, and answers the browser's
 * registration response to send with the join (POST /api/join), which verifies and stores it.
 */
export async function createJoinPasskey({
  username,
  displayName,
  invite,
}: {
  username: string;
  displayName?: string;
  /** The invitation the join carries: the options then exclude the inviter's passkeys. */
  invite?: string;
}): Promise<RegistrationResponseJSON> {
  async function create(join?: { invite: string; sameAuthenticator?: true }) {
    const [{ options }, { startRegistration }] = await Promise.all([
      registerOptions(join),
      library(),
    ]);
    const user = { ...options.user, name: username, displayName: displayName || username };
    return modal(() => startRegistration({ optionsJSON: { ...options, user } }));
  }
  if (!invite) return create();
  // Asked straight away with the mark when this phone already answered so for this invitation:
  // a browser that wants a tap per ceremony failed the retry below, and the visitor tapped again.
  if (sameAuthenticatorFor === invite) return create({ invite, sameAuthenticator: true });
  try {
    return await create({ invite });
  } catch (error) {
    // The authenticator holds one of the inviter's passkeys (the options excluded them): the
    // inviter's own phone. WebAuthn keeps passkeys unlinkable, so this refusal is the only sign;
    // the join goes on with options that say so, and the server holds the inviter's bonus.
    if (!passkeyAlreadyThere(error)) throw error;
    sameAuthenticatorFor = invite;
    return create({ invite, sameAuthenticator: true });
  }
}

/** Adds a passkey to the signed-in account; answers it as the list shows it. */
export async function addPasskey(): Promise<PasskeyView> {
  const [{ options }, { startRegistration }] = await Promise.all([registerOptions(), library()]);
  const response = await modal(() => startRegistration({ optionsJSON: options }));
  const { passkey } = await api<{ passkey: PasskeyView }>("/passkeys/register", {
    method: "POST",
    body: { response },
  });
  return passkey;
}

/** "Sign in with a passkey": the phone offers its passkeys for this site; sets the session. */
export async function signInWithPasskey(): Promise<SignedInUser> {
  const [{ options }, { startAuthentication }] = await Promise.all([requestOptions(), library()]);
  const response = await modal(() => startAuthentication({ optionsJSON: options }));
  return finishSignIn(response);
}

async function finishSignIn(response: AuthenticationResponseJSON): Promise<SignedInUser> {
  const { user } = await api<{ user: SignedInUser }>("/passkeys/login", {
    method: "POST",
    body: { response },
  });
  return user;
}

/**
 * Offers the site's passkeys in the autofill of the username field (an input with
 * `autocomplete="username webauthn"`): resolves with the signed-in user once the person picks
 * one, or null when the browser cannot, `signal` ends it, or a tap's ceremony takes over.
 * Throws only when the shop refuses the passkey picked (the caller shows why and may start
 * again); anything the browser refuses ends it quietly.
 * Browsers without conditional mediation or the WebAuthn JSON helpers simply get no autofill.
 */
export async function startPasskeyAutofill(signal: AbortSignal): Promise<SignedInUser | null> {
  if (!passkeysSupported() || signal.aborted) return null;
  const native = PublicKeyCredential;
  if (typeof native.parseRequestOptionsFromJSON !== "function") return null;
  const available = await native.isConditionalMediationAvailable?.().catch(() => false);
  if (!available) return null;
  while (!signal.aborted) {
    const { options } = await requestOptions(signal).catch((error: unknown) => {
      if (signal.aborted) return { options: null };
      throw error;
    });
    if (!options || signal.aborted) return null;
    const request = new AbortController();
    autofill = request;
    const end = () => request.abort("ended");
    signal.addEventListener("abort", end, { once: true });
    const renew = setTimeout(() => request.abort("renew"), AUTOFILL_RENEW_MS);
    let credential: Credential | null;
    try {
      credential = await navigator.credentials.get({
        mediation: "conditional",
        // The library's JSON type and the DOM's are the same JSON, typed apart.
        publicKey: native.parseRequestOptionsFromJSON(options as NativeRequestJSON),
        signal: request.signal,
      });
    } catch {
      if (request.signal.reason === "renew") continue;
      // Ended by `signal`, replaced by a tap's ceremony, or refused by the browser (an address
      // that is not the relying party's, such as an IP address): the autofill is a nicety,
      // so it ends quietly. Only the shop's refusal of a chosen passkey is reported.
      return null;
    } finally {
      clearTimeout(renew);
      signal.removeEventListener("abort", end);
      if (autofill === request) autofill = null;
    }
    if (!(credential instanceof PublicKeyCredential)) return null;
    return finishSignIn(credential.toJSON() as AuthenticationResponseJSON);
  }
  return null;
}

/**
 * Confirms something with one of the signed-in person's own passkeys (deleting the account
 * without a password): answers the assertion to send with the request, which the server checks
 * with verifyConfirmation (lib/auth/passkeys/authentication.ts).
 */
export async function confirmWithPasskey(): Promise<AuthenticationResponseJSON> {
  const [{ options }, { startAuthentication }] = await Promise.all([requestOptions(), library()]);
  return modal(() => startAuthentication({ optionsJSON: options }));
}

/**
 * A passkey made for a join the shop then refused (the username was taken meanwhile, the token
 * went): no account holds it, so the phone is told to drop it where the browser can
 * (WebAuthn's signalUnknownCredential), rather than offer a passkey that signs in to nothing.
 */
export function forgetJoinPasskey(credentialId: string): void {
  const native = PublicKeyCredential as unknown as {
    signalUnknownCredential?: (o: { rpId: string; credentialId: string }) => Promise<void>;
  };
  if (typeof native.signalUnknownCredential !== "function") return;
  // The page is at the relying party's own address (a passkey works nowhere else).
  native.signalUnknownCredential({ rpId: window.location.hostname, credentialId }).catch(() => {});
}
