import { makePassCertificate, sharedWalletCa } from "./wallet-ca.mjs";
import type { Client } from "./api";

// The wallets in API tests: credentials from the run's test CA, the stand-ins' control
// (tests/support/wallet-stand-ins.mjs), and waiting for what the app sends them.

export const PASS_TYPE = "pass.test.punchcard";
export const TEAM = "TEAMPUNCH1";

const control = () => {
  const url = process.env.WALLET_STAND_INS;
  if (!url) throw new Error("WALLET_STAND_INS is unset: run the tests through npm test");
  return url;
};

export async function standIn<T>(path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${control()}${path}`, {
    method: body === undefined ? "GET" : "POST",
    headers: body === undefined ? {} : { "content-type": "application/json" },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return (await response.json()) as T;
}

export type Push = { token: string; topic: string; body: unknown };
export const pushesTo = async (token: string) =>
  (await standIn<Push[]>("/apns/pushes")).filter((p) => p.token === token);

/** The Apple credentials of the run's test CA, as the owner's form sends them. */
export function appleCredentials(options: { days?: number; passTypeIdentifier?: string } = {}) {
  const ca = sharedWalletCa();
  const cert = makePassCertificate(ca, {
    passTypeIdentifier: options.passTypeIdentifier ?? PASS_TYPE,
    teamIdentifier: TEAM,
    days: options.days ?? 365,
  });
  return {
    ca,
    cert,
    pem: {
      passTypeIdentifier: options.passTypeIdentifier ?? PASS_TYPE,
      teamIdentifier: TEAM,
      certificatePem: cert.certificatePem,
      privateKeyPem: cert.privateKeyPem,
      wwdrPem: ca.caPem,
    },
  };
}

export async function connectApple(admin: Client, options: { days?: number } = {}) {
  const { pem, ca } = appleCredentials(options);
  const answer = await admin.put("/api/wallet/apple", pem);
  if (answer.status !== 200) throw new Error(`connect Apple: ${JSON.stringify(answer.body)}`);
  return { ca, answer };
}

export async function connectGoogle(admin: Client, issuerId = "3388000000022334455") {
  const serviceAccount = await standIn<Record<string, string>>("/google/service-account", {});
  const answer = await admin.put("/api/wallet/google", { issuerId, serviceAccount });
  if (answer.status !== 200) throw new Error(`connect Google: ${JSON.stringify(answer.body)}`);
  return { issuerId, serviceAccount };
}

export async function until<T>(
  check: () => Promise<T | undefined | null | false>,
  ms = 20_000,
): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const found = await check();
    if (found) return found;
    if (Date.now() > deadline) throw new Error("waited too long");
    await new Promise((r) => setTimeout(r, 200));
  }
}
