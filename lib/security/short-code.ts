/**
 * The short typed form of a shop token (counter display, printed sheet): what a customer types
 * when the camera fails. Eight characters of the product codes' alphabet, which has no letters
 * or digits that look alike, accepted in any case and with or without the separator. The QR
 * keeps the long id, which is never typed. Pure: the screens format and read it too.
 */

// No 0/O, 1/I/L, 2/Z, 5/S or 8/B: a code read aloud or typed from a label is not misread.
export const CODE_ALPHABET = "ACDEFGHJKMNPQRTUVWXY34679";
export const SHORT_CODE_LENGTH = 8;

const SHORT = new RegExp(`^[${CODE_ALPHABET}]{${SHORT_CODE_LENGTH}}$`);

/** The code as stored (upper case, no separators), or null when the text is not one. */
export function readShortCode(text: string): string | null {
  const code = text.replace(/[\s-]+/g, "").toUpperCase();
  return SHORT.test(code) ? code : null;
}

/** "ACDE-FGHJ": two groups of four, easy to read off a screen and type. */
export function formatShortCode(code: string): string {
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}
