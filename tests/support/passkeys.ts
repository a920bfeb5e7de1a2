import { BASE_URL, Client, type Answer } from "./api";
import { SoftAuthenticator } from "./authenticator";

/** Where the API tests' ceremonies happen: the page origin and relying party of the test server. */
export const ORIGIN = new URL(BASE_URL).origin;
export const RP_ID = new URL(BASE_URL).hostname;

type Options = Record<string, unknown> & { challenge: string };
type Bend = { origin?: string; rpId?: string; counter?: number; userHandle?: string };

export type PasskeyRow = {
  id: string;
  deviceName: string;
  createdAt: string;
  lastUsedAt: string | null;
  backedUp: boolean;
};

export async function options(client: Client, path: string): Promise<Options> {
  const answer = await client.post<{ options: Options }>(path);
  if (answer.status !== 200) {
    throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return answer.body.options;
}

/** A signed-in client makes a passkey on a new software authenticator; answers the POST. */
export async function registerPasskey(
  client: Client,
  {
    authenticator = new SoftAuthenticator(),
    origin = ORIGIN,
    rpId,
    headers = {},
    deviceName,
  }: {
    authenticator?: SoftAuthenticator;
    origin?: string;
    rpId?: string;
    headers?: Record<string, string>;
    deviceName?: string;
  } = {},
) {
  const creation = await options(client, "/api/passkeys/register/options");
  const response = authenticator.register(creation as never, { origin, rpId });
  const answer: Answer<{ passkey: PasskeyRow }> = await client.call(
    "POST",
    "/api/passkeys/register",
    { response, ...(deviceName === undefined ? {} : { deviceName }) },
    headers,
  );
  return { answer, authenticator, creation };
}

/** Adds a passkey and insists it worked. */
export async function addPasskey(client: Client, authenticator = new SoftAuthenticator()) {
  const { answer } = await registerPasskey(client, { authenticator });
  if (answer.status !== 201) {
    throw new Error(`adding a passkey: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return { authenticator, passkey: answer.body.passkey };
}

/** An assertion to a fresh "login" challenge, fetched by a signed-out client. */
export async function signInAssertion(authenticator: SoftAuthenticator, bend: Bend = {}) {
  const request = await options(new Client(), "/api/passkeys/login/options");
  return authenticator.assert(request as never, { origin: ORIGIN, ...bend });
}

/** Signs `client` in with the passkey; answers the POST /api/passkeys/login. */
export async function passkeySignIn(
  authenticator: SoftAuthenticator,
  client = new Client(),
  bend: Bend = {},
) {
  const response = await signInAssertion(authenticator, bend);
  return client.post<{ user: { id: string; username: string; role: string } }>(
    "/api/passkeys/login",
    { response },
  );
}
