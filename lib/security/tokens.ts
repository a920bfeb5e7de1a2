import { createHash, randomBytes, randomInt } from "node:crypto";
import { CODE_ALPHABET, SHORT_CODE_LENGTH } from "@/lib/security/short-code";

/** 128 random bits, URL-safe: punch tokens, login links, upload ids. */
export function randomId(): string {
  return randomBytes(16).toString("base64url");
}

export const CODE_LENGTH = 10;

/**
 * Verification codes: 10 characters of an unambiguous upper-case alphabet (about 46 bits);
 * a shop token's short typed form takes SHORT_CODE_LENGTH (about 37 bits, guarded by its
 * token's lifetime and the wrong-code limit).
 */
export function randomCode(length = CODE_LENGTH): string {
  let code = "";
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

export const randomShortCode = () => randomCode(SHORT_CODE_LENGTH);

export function sha256(value: string): string {
  return createHash("sha256").update(value).digest("hex");
}

/** Readable random password for bulk accounts: 10 characters, no look-alike letters. */
export function randomPassword(length = 10): string {
  const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}
