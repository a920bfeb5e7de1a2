import { createPublicKey, verify, type KeyObject } from "node:crypto";
import { ApiError } from "@/lib/http/errors";

// Google's save and delete callbacks, signed as Google Pay signs tokens (ECv2SigningOnly,
// Tink's PaymentMethodTokenRecipient): Google's root key signs a short-lived intermediate key,
// which signs the message. Each signed text is the length-prefixed concatenation of its parts.

export const GOOGLE_KEYS_URL = "https://pay.google.com/gp/m/issuer/keys";
export const CALLBACK_SENDER_ID = "GooglePayPasses";
export const CALLBACK_PROTOCOL = "ECv2SigningOnly";

const KEYS_KEPT_MS = 60 * 60 * 1000;

export type WalletCallback = {
  eventType: "save" | "del";
  classId: string;
  objectId: string;
  nonce: string;
  expTimeMillis: number;
};

export type VerifyCallbackOptions = {
  issuerId: string;
  keysUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The clock, for tests of expiry. */
  now?: () => number;
};

/** Each part as a 4-byte little-endian length and its UTF-8 bytes. */
export function lengthValue(...parts: string[]): Buffer {
  return Buffer.concat(
    parts.flatMap((part) => {
      const bytes = Buffer.from(part, "utf8");
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return [length, bytes];
    }),
  );
}

type RootKey = { key: KeyObject; expiresAt: number | null };

const kept = new Map<string, { keys: RootKey[]; until: number }>();

function publicKey(base64: string): KeyObject {
  return createPublicKey({ key: Buffer.from(base64, "base64"), format: "der", type: "spki" });
}

async function rootKeys(keysUrl: string, fetcher: typeof globalThis.fetch): Promise<RootKey[]> {
  const cached = kept.get(keysUrl);
  if (cached && cached.until > Date.now()) return cached.keys;
  const response = await fetcher(keysUrl);
  if (!response.ok) throw new ApiError("unavailable", `Google's keys answered ${response.status}`);
  const body = (await response.json()) as {
    keys?: { keyValue?: string; protocolVersion?: string; keyExpiration?: string }[];
  };
  const keys: RootKey[] = [];
  for (const entry of body.keys ?? []) {
    if (entry.protocolVersion !== CALLBACK_PROTOCOL || !entry.keyValue) continue;
    try {
      keys.push({
        key: publicKey(entry.keyValue),
        expiresAt: entry.keyExpiration ? Number(entry.keyExpiration) : null,
      });
    } catch {
      // A key this code cannot read is one it cannot trust.
    }
  }
  kept.set(keysUrl, { keys, until: Date.now() + KEYS_KEPT_MS });
  return keys;
}

function verifies(key: KeyObject, signed: Buffer, signature: string): boolean {
  try {
    return verify("sha256", signed, key, Buffer.from(signature, "base64"));
  } catch {
    return false;
  }
}

function malformed(what: string): ApiError {
  return new ApiError("bad_request", `Google Wallet callback: ${what}`);
}

function refused(what: string): ApiError {
  return new ApiError("unauthorized", `Google Wallet callback: ${what}`);
}

function json(text: unknown, what: string): Record<string, unknown> {
  if (typeof text !== "string") throw malformed(`${what} missing`);
  try {
    const value = JSON.parse(text) as unknown;
    if (value && typeof value === "object") return value as Record<string, unknown>;
  } catch {
    // Falls through to the refusal.
  }
  throw malformed(`${what} is not JSON`);
}

/** The callback's message once both signatures and both expiries check out; throws otherwise. */
export async function verifyCallback(
  body: unknown,
  {
    issuerId,
    keysUrl = GOOGLE_KEYS_URL,
    fetch: fetcher = globalThis.fetch,
    now = Date.now,
  }: VerifyCallbackOptions,
): Promise<WalletCallback> {
  const token = typeof body === "string" ? json(body, "body") : body;
  if (!token || typeof token !== "object") throw malformed("body missing");
  const { protocolVersion, signature, signedMessage, intermediateSigningKey } = token as Record<
    string,
    unknown
  >;
  if (protocolVersion !== CALLBACK_PROTOCOL) throw malformed("protocol is not ECv2SigningOnly");
  if (typeof signature !== "string" || typeof signedMessage !== "string") {
    throw malformed("signature or message missing");
  }
  const intermediate = intermediateSigningKey as
    { signedKey?: unknown; signatures?: unknown } | undefined;
  const signedKey = intermediate?.signedKey;
  const signatures = intermediate?.signatures;
  if (typeof signedKey !== "string" || !Array.isArray(signatures)) {
    throw malformed("intermediate signing key missing");
  }

  const time = now();
  const roots = (await rootKeys(keysUrl, fetcher)).filter(
    (root) => root.expiresAt === null || root.expiresAt > time,
  );
  const keySigned = lengthValue(CALLBACK_SENDER_ID, CALLBACK_PROTOCOL, signedKey);
  const trusted = roots.some((root) =>
    signatures.some((s) => typeof s === "string" && verifies(root.key, keySigned, s)),
  );
  if (!trusted) throw refused("the intermediate key is not signed by Google");

  const { keyValue, keyExpiration } = json(signedKey, "signed key");
  if (typeof keyValue !== "string" || !(Number(keyExpiration) > time)) {
    throw refused("the intermediate key has expired");
  }
  let key: KeyObject;
  try {
    key = publicKey(keyValue);
  } catch {
    throw malformed("the intermediate key is unreadable");
  }
  const messageSigned = lengthValue(CALLBACK_SENDER_ID, issuerId, CALLBACK_PROTOCOL, signedMessage);
  if (!verifies(key, messageSigned, signature)) {
    throw refused("the message's signature does not verify");
  }

  const message = json(signedMessage, "message");
  const expTimeMillis = Number(message.expTimeMillis);
  if (!(expTimeMillis > time)) throw refused("the message has expired");
  const { eventType, classId, objectId, nonce } = message;
  if (
    (eventType !== "save" && eventType !== "del") ||
    typeof classId !== "string" ||
    typeof objectId !== "string" ||
    typeof nonce !== "string"
  ) {
    throw malformed("the message lacks its event, class, object or nonce");
  }
  return { eventType, classId, objectId, nonce, expTimeMillis };
}
