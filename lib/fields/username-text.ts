// What makes two usernames look alike on screen while being different text: compatibility
// forms ("ｂｏｂ" for "bob"), characters that show nothing or turn the text around, and letters
// of another alphabet that look like ours ("аlice" with a Cyrillic а). Usernames are shown to
// staff at the counter and masked on the leaderboard, so each must read as what it is.

/** The form every username is stored, looked up and signed in with: NFKC, trimmed, lower case. */
export function normaliseUsername(raw: string): string {
  return raw.normalize("NFKC").trim().toLowerCase().normalize("NFKC");
}

// Controls, format characters (zero-width joiners, bidi overrides and isolates), private use
// and unassigned code points, line and paragraph separators, anything Unicode says to render
// as nothing, and whitespace other than a plain space.
const HIDDEN =
  /[\p{Cc}\p{Cf}\p{Co}\p{Cn}\p{Zl}\p{Zp}\p{Default_Ignorable_Code_Point}\u2800]|[^\S ]/u;

/** True when the text holds a character that shows nothing or changes the text's direction. */
export function hasHiddenCharacters(text: string): boolean {
  return HIDDEN.test(text);
}

// The scripts a username's letters are told by; letters of any other script count as one
// script of their own. Common (digits, punctuation) and Inherited (combining marks) go with any.
const SCRIPTS = [
  "Latin",
  "Greek",
  "Cyrillic",
  "Armenian",
  "Hebrew",
  "Arabic",
  "Syriac",
  "Thaana",
  "Devanagari",
  "Bengali",
  "Gurmukhi",
  "Gujarati",
  "Oriya",
  "Tamil",
  "Telugu",
  "Kannada",
  "Malayalam",
  "Sinhala",
  "Thai",
  "Lao",
  "Tibetan",
  "Myanmar",
  "Georgian",
  "Hangul",
  "Ethiopic",
  "Cherokee",
  "Khmer",
  "Mongolian",
  "Hiragana",
  "Katakana",
  "Bopomofo",
  "Han",
].map((name) => ({ name, test: new RegExp(`\\p{Script=${name}}`, "u") }));
const NEUTRAL = /[\p{Script=Common}\p{Script=Inherited}]/u;

// Unicode's "highly restrictive" mixes (UTS #39): Latin with the scripts written beside it.
const ALLOWED_MIXES = [
  ["Latin", "Han", "Hiragana", "Katakana"],
  ["Latin", "Han", "Bopomofo"],
  ["Latin", "Han", "Hangul"],
];

/** The scripts of a text's letters, Common and Inherited left out. */
export function scriptsOf(text: string): Set<string> {
  const found = new Set<string>();
  for (const char of text) {
    if (NEUTRAL.test(char)) continue;
    found.add(SCRIPTS.find((s) => s.test.test(char))?.name ?? "Other");
  }
  return found;
}

/** True when the letters come from more than one alphabet, beyond the mixes languages use. */
export function mixesScripts(text: string): boolean {
  const scripts = [...scriptsOf(text)];
  if (scripts.length <= 1) return false;
  return !ALLOWED_MIXES.some((mix) => scripts.every((s) => mix.includes(s)));
}
