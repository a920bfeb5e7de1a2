import { createHash, randomBytes, randomInt } from "node:crypto";

/** 128 random bits, URL-safe: punch tokens, login links, upload ids. */
export function randomId(): string {
  return randomBytes(16).toString("base64url");
}

// No 0/O, 1/I/L, 2/Z, 5/S or 8/B: a code read aloud or typed from a label is not misread.
const CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const CODE_LENGTH = 10;

/** Verification codes: 10 characters of an unambiguous upper-case alphabet (about 46 bits). */
export function randomCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

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
