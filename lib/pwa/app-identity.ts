/**
 * How the installed app looks on a phone: the colours of its status bar and splash screen
 * (app/globals.css --primary, as in the root layout's theme-color, and --background) and
 * the short name under its home-screen icon.
 */
export const THEME_COLOR = "#4c2a9e";
export const BACKGROUND_COLOR = "#fcfaf6";

/** Home screens cut labels at about 12 characters: use the first word, or cut the name. */
export function shortName(shopName: string): string {
  const name = shopName.trim();
  if (name.length <= 12) return name;
  const firstWord = name.split(/\s+/)[0] ?? name;
  return firstWord.length <= 12 ? firstWord : `${name.slice(0, 11).trimEnd()}…`;
}
