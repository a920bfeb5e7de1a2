// The card's look, which the owner sets at /admin/program: a colour and a stamp icon. The card
// carries white text, so a colour is accepted only when white on it reads at WCAG AA (4.5:1).

export const CARD_TEXT = "#ffffff";
export const AA_CONTRAST = 4.5;

/** Colours offered as swatches: each carries white text at 4.5:1 or more (tested). */
export const CARD_PALETTE = [
  "#1f2937", // charcoal
  "#7c2d12", // espresso
  "#9a3412", // terracotta
  "#b91c1c", // cherry
  "#be185d", // raspberry
  "#6d28d9", // plum
  "#1d4ed8", // blue
  "#0f766e", // teal
  "#15803d", // basil
] as const;

/** The stamp icons a card may use; each names a lucide icon (components/rewards/stamp-icon.tsx). */
export const STAMP_ICONS = [
  "cup",
  "croissant",
  "cone",
  "scissors",
  "paw",
  "star",
  "heart",
  "leaf",
] as const;
export type StampIcon = (typeof STAMP_ICONS)[number];

/** WCAG 2.x relative luminance of a #rrggbb colour. */
export function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The WCAG contrast ratio of two #rrggbb colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

export const readsOnCard = (color: string): boolean =>
  contrastRatio(color, CARD_TEXT) >= AA_CONTRAST;

export type CardLook = {
  /** The card's colour (white text on it reads at WCAG AA); null: the app's own look. */
  cardColor: string | null;
  /** The filled slots' stamp; null: today's tick. */
  stampIcon: StampIcon | null;
  logoUrl: string | null;
};

/** The app's own look: SPEC.md's card, as every screen showed it before a program was set. */
export const DEFAULT_LOOK: CardLook = { cardColor: null, stampIcon: null, logoUrl: null };
