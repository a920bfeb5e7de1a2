import { DEFAULT_TOKEN_URL, type GoogleCredentials } from "./credentials";
import { signRs256 } from "./jwt";

// OAuth 2 for a service account (RFC 7523): a JWT signed with its key, traded for an access
// token that lasts an hour. Kept until a minute before it ends, so a burst of updates asks once.

export const WALLET_SCOPE = "https://www.googleapis.com/auth/wallet_object.issuer";

const LIFETIME_S = 60 * 60;
// A token this close to its end is not used: the request it goes with may arrive after it.
const MARGIN_MS = 60 * 1000;

type Held = { token: string; expiresAt: number };

const held = new Map<string, Held>();
const asking = new Map<string, Promise<Held>>();

export type TokenOptions = { tokenUrl?: string; fetch?: typeof globalThis.fetch };

function cacheKey(credentials: GoogleCredentials, tokenUrl: string): string {
  return `${credentials.clientEmail} ${tokenUrl}`;
}

async function ask(
  credentials: GoogleCredentials,
  tokenUrl: string,
  fetcher: typeof globalThis.fetch,
): Promise<Held> {
  const now = Math.floor(Date.now() / 1000);
  const assertion = signRs256(
    {
      iss: credentials.clientEmail,
      scope: WALLET_SCOPE,
      aud: tokenUrl,
      iat: now,
      exp: now + LIFETIME_S,
    },
    credentials.privateKeyPem,
  );
  const response = await fetcher(tokenUrl, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "urn:ietf:params:oauth:grant-type:jwt-bearer",
      assertion,
    }).toString(),
  });
  const body = (await response.json().catch(() => null)) as {
    access_token?: string;
    expires_in?: number;
    error?: string;
    error_description?: string;
  } | null;
  if (!response.ok || !body?.access_token) {
    const why = body?.error_description ?? body?.error ?? response.statusText;
    throw new Error(`Google refused the service account's token (${response.status}): ${why}`);
  }
  const seconds = typeof body.expires_in === "number" ? body.expires_in : LIFETIME_S;
  return { token: body.access_token, expiresAt: Date.now() + seconds * 1000 };
}

/** A Wallet API access token for the service account, from the cache while it has a minute left. */
export async function accessToken(
  credentials: GoogleCredentials,
  { tokenUrl = DEFAULT_TOKEN_URL, fetch: fetcher = globalThis.fetch }: TokenOptions = {},
): Promise<string> {
  const key = cacheKey(credentials, tokenUrl);
  const kept = held.get(key);
  if (kept && kept.expiresAt - MARGIN_MS > Date.now()) return kept.token;
  // Requests started together share one exchange.
  let pending = asking.get(key);
  if (!pending) {
    pending = ask(credentials, tokenUrl, fetcher).finally(() => asking.delete(key));
    asking.set(key, pending);
  }
  const fresh = await pending;
  held.set(key, fresh);
  return fresh.token;
}

/** Drops the kept token (Google answered 401: the key was revoked or the token cut short). */
export function forgetAccessToken(
  credentials: GoogleCredentials,
  { tokenUrl = DEFAULT_TOKEN_URL }: Pick<TokenOptions, "tokenUrl"> = {},
): void {
  held.delete(cacheKey(credentials, tokenUrl));
}
