import sharp from "sharp";
import type { StampIcon } from "@/lib/program/look";

// The stamps as a picture: Apple's strip (behind a store card's count) and Google's hero image
// draw the card's slots the way the app does (components/rewards/program-card.tsx): a filled
// slot is a disc in the card's text colour with the stamp icon cut in the card's colour, an
// empty one a dashed ring.

/** What the picture shows: the card's figures, its stamp (null: the app's tick), its colours. */
export type StripInput = {
  filled: number;
  total: number;
  icon: StampIcon | null;
  /** `#rrggbb`. */
  background: string;
  foreground: string;
};

/** Apple's store card strip, in points (its PNGs are 1×, 2× and 3× this). */
export const STRIP_SIZE = { width: 375, height: 144 } as const;
/** Google's hero image, in pixels (its recommended 1032 × 336). */
export const HERO_SIZE = { width: 1032, height: 336 } as const;

/**
 * Where Wallet writes the store card's primary field ("7 / 10" over its label) on the strip:
 * at its left, in a large type, near the top. The stamps keep to the right of this share of the
 * width, which holds "30 / 30" in Wallet's type with room to spare.
 */
export const STRIP_TEXT_SHARE = 0.4;

/**
 * Lucide's icons, as the app's sprite draws them (components/rewards/stamps.svg; a test holds
 * the two the same): 24 × 24, stroked, 2 wide, round ends.
 */
export const STAMP_GLYPHS: Record<StampIcon | "check", string> = {
  cup: '<path d="M10 2v2"/><path d="M14 2v2"/><path d="M16 8a1 1 0 0 1 1 1v8a4 4 0 0 1-4 4H7a4 4 0 0 1-4-4V9a1 1 0 0 1 1-1h14a4 4 0 1 1 0 8h-1"/><path d="M6 2v2"/>',
  croissant:
    '<path d="M10.2 18H4.774a1.5 1.5 0 0 1-1.352-.97 11 11 0 0 1 .132-6.487"/><path d="M18 10.2V4.774a1.5 1.5 0 0 0-.97-1.352 11 11 0 0 0-6.486.132"/><path d="M18 5a4 3 0 0 1 4 3 2 2 0 0 1-2 2 10 10 0 0 0-5.139 1.42"/><path d="M5 18a3 4 0 0 0 3 4 2 2 0 0 0 2-2 10 10 0 0 1 1.42-5.14"/><path d="M8.709 2.554a10 10 0 0 0-6.155 6.155 1.5 1.5 0 0 0 .676 1.626l9.807 5.42a2 2 0 0 0 2.718-2.718l-5.42-9.807a1.5 1.5 0 0 0-1.626-.676"/>',
  cone: '<path d="m7 11 4.08 10.35a1 1 0 0 0 1.84 0L17 11"/><path d="M17 7A5 5 0 0 0 7 7"/><path d="M17 7a2 2 0 0 1 0 4H7a2 2 0 0 1 0-4"/>',
  scissors:
    '<circle cx="6" cy="6" r="3"/><path d="M8.12 8.12 12 12"/><path d="M20 4 8.12 15.88"/><circle cx="6" cy="18" r="3"/><path d="M14.8 14.8 20 20"/>',
  paw: '<circle cx="11" cy="4" r="2"/><circle cx="18" cy="8" r="2"/><circle cx="20" cy="16" r="2"/><path d="M9 10a5 5 0 0 1 5 5v3.5a3.5 3.5 0 0 1-6.84 1.045Q6.52 17.48 4.46 16.84A3.5 3.5 0 0 1 5.5 10Z"/>',
  star: '<path d="M11.525 2.295a.53.53 0 0 1 .95 0l2.31 4.679a2.123 2.123 0 0 0 1.595 1.16l5.166.756a.53.53 0 0 1 .294.904l-3.736 3.638a2.123 2.123 0 0 0-.611 1.878l.882 5.14a.53.53 0 0 1-.771.56l-4.618-2.428a2.122 2.122 0 0 0-1.973 0L6.396 21.01a.53.53 0 0 1-.77-.56l.881-5.139a2.122 2.122 0 0 0-.611-1.879L2.16 9.795a.53.53 0 0 1 .294-.906l5.165-.755a2.122 2.122 0 0 0 1.597-1.16z"/>',
  heart:
    '<path d="M2 9.5a5.5 5.5 0 0 1 9.591-3.676.56.56 0 0 0 .818 0A5.49 5.49 0 0 1 22 9.5c0 2.29-1.5 4-3 5.5l-5.492 5.313a2 2 0 0 1-3 .019L5 15c-1.5-1.5-3-3.2-3-5.5"/>',
  leaf: '<path d="M11 20a10 10 0 0010-10 25.9 25.9 0 00-1.04-7.281 1 1 0 00-1.755-.325C15.833 5.5 13 5.5 9.8 6.1A7 7 0 0011 20"/><path d="M2 21a5 5 0 012.911-4.544C7.613 15.212 8.351 15.24 11 13"/>',
  check: '<path d="M20 6 9 17l-5-5"/>',
};

type Box = { x: number; y: number; width: number; height: number };
type Slot = { cx: number; cy: number; r: number };

// A slot's disc fills this share of its cell; the rest is the gap between slots.
const DISC_SHARE = 0.84;

/**
 * The slots in rows filling `box`: the column count that gives the largest discs, the slots
 * shared out evenly over the rows (8 + 7, never 8 + 8 + 1), each row centred. A disc is never
 * wider than `maxDiameter`, so a short card does not draw a few huge rings.
 */
export function slotLayout(total: number, box: Box, maxDiameter: number): Slot[] {
  if (total <= 0) return [];
  let best = { cols: 1, cell: 0 };
  for (let cols = 1; cols <= total; cols++) {
    const rows = Math.ceil(total / cols);
    const cell = Math.min(box.width / cols, box.height / rows);
    if (cell > best.cell + 1e-9) best = { cols, cell };
  }
  const rows = Math.ceil(total / best.cols);
  const cell = Math.min(best.cell, maxDiameter / DISC_SHARE);
  const r = (cell * DISC_SHARE) / 2;
  const top = box.y + (box.height - rows * cell) / 2;
  const slots: Slot[] = [];
  let placed = 0;
  for (let row = 0; row < rows; row++) {
    const inRow = Math.ceil((total - placed) / (rows - row));
    const left = box.x + (box.width - inRow * cell) / 2;
    for (let i = 0; i < inRow; i++) {
      slots.push({ cx: left + (i + 0.5) * cell, cy: top + (row + 0.5) * cell, r });
    }
    placed += inRow;
  }
  return slots;
}

function color(value: string): string {
  // The colour goes into the SVG's markup: only a plain hex colour may.
  if (!/^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)) throw new Error(`not a colour: ${value}`);
  return value;
}

const round = (n: number) => Math.round(n * 100) / 100;

/**
 * The picture: a drawing in `width` × `height` units (points, or the hero's pixels), the slots
 * inside `box`, rendered `scale` pixels to the unit (drawn at that size, never enlarged).
 */
async function render(
  input: StripInput,
  size: { width: number; height: number },
  box: Box,
  maxDiameter: number,
  scale = 1,
): Promise<Buffer> {
  const { width, height } = size;
  const background = color(input.background);
  const foreground = color(input.foreground);
  const total = Math.max(0, Math.floor(input.total));
  const filled = Math.min(total, Math.max(0, Math.floor(input.filled)));
  const glyph = STAMP_GLYPHS[input.icon ?? "check"];
  const shapes = slotLayout(total, box, maxDiameter).map(({ cx, cy, r }, i) => {
    if (i < filled) {
      // The icon inside the disc as the app's is inside its slot: a little over half its width.
      const side = r * 1.15;
      const scale = side / 24;
      return (
        `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r)}" fill="${foreground}"/>` +
        `<g transform="translate(${round(cx - side / 2)} ${round(cy - side / 2)}) scale(${round(scale * 1000) / 1000})" fill="none" stroke="${background}" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">${glyph}</g>`
      );
    }
    const ring = Math.max(1, r * 0.09);
    const dash = round((2 * Math.PI * (r - ring / 2)) / 24);
    return `<circle cx="${round(cx)}" cy="${round(cy)}" r="${round(r - ring / 2)}" fill="none" stroke="${foreground}" stroke-opacity="0.8" stroke-width="${round(ring)}" stroke-dasharray="${dash} ${dash}"/>`;
  });
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width * scale}" height="${height * scale}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="${background}"/>${shapes.join("")}</svg>`;
  // 72 dpi: librsvg then takes the width and height as pixels.
  return sharp(Buffer.from(svg), { density: 72 }).png({ compressionLevel: 9 }).toBuffer();
}

/**
 * Apple's strip.png (`scale` 1), strip@2x.png or strip@3x.png: 375 × 144 points at that scale.
 * The left `STRIP_TEXT_SHARE` is left to the count Wallet writes there; 30 slots fit the rest.
 */
export async function stripImage(input: StripInput, scale: 1 | 2 | 3): Promise<Buffer> {
  const { width, height } = STRIP_SIZE;
  const pad = 12;
  const left = Math.round(width * STRIP_TEXT_SHARE) + pad / 2;
  const box = { x: left, y: pad, width: width - left - pad, height: height - 2 * pad };
  return render(input, STRIP_SIZE, box, 44, scale);
}

/** Google's hero image: the same slots over the whole picture (Google writes nothing on it). */
export async function heroImage(input: StripInput): Promise<Buffer> {
  const { width, height } = HERO_SIZE;
  const pad = 32;
  const box = { x: pad, y: pad, width: width - 2 * pad, height: height - 2 * pad };
  return render(input, HERO_SIZE, box, 120);
}
