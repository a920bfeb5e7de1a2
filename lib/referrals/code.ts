// Invitation codes: what a friend reads off a phone or is told aloud, so no character that
// looks or sounds like another (no 0/O, 1/I/L). Pure, for the handlers and the unit test.
import { randomInt } from "node:crypto";

/** 23 letters and 8 digits: 31^8, about 8.5e11 codes, too many to guess one. */
export const CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
export const CODE_LENGTH = 8;

const WELL_FORMED = new RegExp(`^[${CODE_ALPHABET}]{${CODE_LENGTH}}$`);

/** A new random code (crypto's randomInt: no modulo bias, not predictable). */
export function newCode(): string {
  let code = "";
  for (let i = 0; i < CODE_LENGTH; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * A code as a person typed it ("  abcd efgh "): upper case, spaces and dashes dropped. Answers
 * null for what cannot be a code, which callers treat as an unknown one.
 */
export function readCode(typed: string): string | null {
  // Stryker disable next-line Regex: one at a time or a run at once, all are dropped alike.
  const code = typed.toUpperCase().replace(/[\s-]+/g, "");
  return WELL_FORMED.test(code) ? code : null;
}

/** The invitation's address on this app, which sets the invitation cookie (app/i/[code]). */
export const invitationPath = (code: string) => `/i/${code}`;
