import { createPrivateKey, sign, type KeyObject } from "node:crypto";

// The shop's own Google Wallet issuer: its id (Google Pay & Wallet Console) and the service
// account key file it made for the Wallet API. Read once when the owner connects, so every
// later failure is Google's, not a typo's.

export const GOOGLE_REFUSALS = [
  "issuerIdFormat",
  "serviceAccountUnreadable",
  "serviceAccountNotKey",
  "serviceAccountKeyBroken",
] as const;

export type GoogleRefusal = (typeof GOOGLE_REFUSALS)[number];

export type GoogleCredentials = {
  issuerId: string;
  clientEmail: string;
  privateKeyPem: string;
  tokenUri: string;
};

export type GoogleProblem = { field: "issuerId" | "serviceAccount"; reason: GoogleRefusal };

export type GoogleCredentialsRead =
  { ok: true; credentials: GoogleCredentials } | { ok: false; problems: GoogleProblem[] };

export const DEFAULT_TOKEN_URL = "https://oauth2.googleapis.com/token";

// Issuer ids are long numbers (19 digits today); a little room either side.
const ISSUER_ID = /^\d{6,25}$/;

function parsed(serviceAccount: unknown): Record<string, unknown> | null {
  if (typeof serviceAccount === "string") {
    try {
      serviceAccount = JSON.parse(serviceAccount.replace(/^\uFEFF/, ""));
    } catch {
      return null;
    }
  }
  if (!serviceAccount || typeof serviceAccount !== "object" || Array.isArray(serviceAccount)) {
    return null;
  }
  return serviceAccount as Record<string, unknown>;
}

/** The key, if it is an RSA private key that can sign (what Google's RS256 needs). */
function signingKey(pem: string): KeyObject | null {
  try {
    const key = createPrivateKey(pem);
    if (key.asymmetricKeyType !== "rsa") return null;
    sign("sha256", Buffer.from("punchcard"), key);
    return key;
  } catch {
    return null;
  }
}

export function readGoogleCredentials(input: {
  issuerId: string;
  serviceAccount: string | object;
}): GoogleCredentialsRead {
  const problems: GoogleProblem[] = [];
  const issuerId = String(input.issuerId ?? "").trim();
  if (!ISSUER_ID.test(issuerId)) problems.push({ field: "issuerId", reason: "issuerIdFormat" });

  const json = parsed(input.serviceAccount);
  let account: { clientEmail: string; privateKeyPem: string; tokenUri: string } | null = null;
  if (!json) {
    problems.push({ field: "serviceAccount", reason: "serviceAccountUnreadable" });
  } else if (
    json.type !== "service_account" ||
    typeof json.client_email !== "string" ||
    !json.client_email.includes("@") ||
    typeof json.private_key !== "string"
  ) {
    problems.push({ field: "serviceAccount", reason: "serviceAccountNotKey" });
  } else if (!signingKey(json.private_key)) {
    problems.push({ field: "serviceAccount", reason: "serviceAccountKeyBroken" });
  } else {
    account = {
      clientEmail: json.client_email,
      privateKeyPem: json.private_key,
      tokenUri: typeof json.token_uri === "string" ? json.token_uri : DEFAULT_TOKEN_URL,
    };
  }

  if (problems.length > 0 || !account) return { ok: false, problems };
  return { ok: true, credentials: { issuerId, ...account } };
}
