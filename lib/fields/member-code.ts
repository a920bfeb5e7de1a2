// The customer's member code as the counter's search reads it: on their wallet pass as a QR
// code and in print under it ("K7QM-3XRT"), typed with or without its dash, any case.

export const MEMBER_CODE_LENGTH = 8;

/** Two groups of four, easy to read out. */
export const formatMemberCode = (code: string) => `${code.slice(0, 4)}-${code.slice(4)}`;

/** A typed or scanned code as stored, or null when it cannot be one. */
export function readMemberCode(text: string): string | null {
  const code = text.trim().toUpperCase().replace(/[\s-]/g, "");
  return /^[A-Z0-9]{8}$/.test(code) ? code : null;
}
