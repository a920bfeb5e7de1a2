// The server makes the icons on upload (lib/program/logo.ts); the demo's scripts load this file
// as it is too, so it keeps to what Node can strip (relative imports with their extension).
import sharp, { type Sharp } from "sharp";
import { LOGO_BROKEN, LOGO_NOT_IMAGE } from "./messages.ts";

/** The icons a phone asks for, by the names shop_program.logo_icons keeps them under. */
export const LOGO_ICON_NAMES = ["192", "512", "maskable", "apple", "badge"] as const;
export type LogoIconName = (typeof LOGO_ICON_NAMES)[number];
export type LogoIcons = Record<LogoIconName, Buffer>;

// What a browser shows as a picture; SVG is refused as every upload is (DECISIONS.md), and
// HEIC, TIFF and the rest are not what a phone's browser can be counted on to show.
const FORMATS = new Set(["png", "jpeg", "webp", "gif"]);
// A 2 MB file can still declare a huge picture: refuse one that would take hundreds of MB
// to decode (the same bound as the image optimizer's, next.config.ts).
const MAX_PIXELS = 25_000_000;
// The logo as cards and screens show it: a PNG no larger than this, whatever was sent.
const LOGO_SIDE = 512;
// A maskable icon may be cut to any shape inside the circle of 80 % of its side: a logo
// within the square inscribed in that circle (80 % / √2) is never cut.
const MASKABLE_SAFE = 0.8 / Math.SQRT2;
const BADGE_SIDE = 96;

/** The image's bytes as sharp reads them, or the logo refusal when they are not a picture. */
async function readImage(bytes: Buffer): Promise<Sharp> {
  try {
    const image = sharp(bytes, { limitInputPixels: MAX_PIXELS, failOn: "error" });
    const meta = await image.metadata();
    if (!meta.format || !FORMATS.has(meta.format) || !meta.width || !meta.height) {
      throw new Error(`not a logo: ${meta.format}`);
    }
    return image;
  } catch {
    throw new LogoRefused(LOGO_NOT_IMAGE);
  }
}

/** A file that is not a logo; its message is the refusal's catalogue key. */
export class LogoRefused extends Error {}

/**
 * The logo, as it will be shown: upright (EXIF), at most 512 px, a PNG. The header alone is
 * read by `metadata()`; the pixels only here, so a cut file (the first half of a PNG, a JPEG
 * without its end) fails here, under `failOn: "error"`, and is refused before anything is saved.
 */
export async function normalizeLogo(bytes: Buffer): Promise<Buffer> {
  const image = await readImage(bytes);
  try {
    return await image
      .rotate()
      .resize(LOGO_SIDE, LOGO_SIDE, { fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw new LogoRefused(LOGO_BROKEN);
  }
}

const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** The logo inside a `side` square, `scale` of it, centred on `background` (transparent when null). */
async function placed(logo: Buffer, side: number, scale: number, background: string | null) {
  const inner = Math.round(side * scale);
  const fitted = await sharp(logo)
    .resize(inner, inner, { fit: "contain", background: transparent })
    .png()
    .toBuffer();
  const canvas = sharp({
    create: {
      width: side,
      height: side,
      channels: 4,
      background: background ?? transparent,
    },
  }).composite([{ input: fitted, gravity: "centre" }]);
  const flat = background ? canvas.flatten({ background }) : canvas;
  return sharp(await flat.png().toBuffer())
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * A notification badge: Android draws only its alpha, in white, in the status bar. A logo
 * with transparency gives its own outline; an opaque one (a photo, a JPEG) its darker parts,
 * which on a light background are the mark itself.
 */
async function badge(logo: Buffer): Promise<Buffer> {
  const fitted = sharp(logo)
    .resize(BADGE_SIDE, BADGE_SIDE, { fit: "contain", background: transparent })
    .ensureAlpha();
  const { data, info } = await fitted.raw().toBuffer({ resolveWithObject: true });
  const pixels = info.width * info.height;
  let seeThrough = 0;
  for (let i = 0; i < pixels; i++) if (data[i * 4 + 3]! < 128) seeThrough++;
  // The letterbox that `contain` added is transparent too: count a logo as cut out only when
  // more than that shows through.
  const { width = 1, height = 1 } = await sharp(logo).metadata();
  const letterbox = 1 - Math.min(width, height) / Math.max(width, height);
  const ownAlpha = seeThrough / pixels > letterbox + 0.05;
  const alpha = Buffer.alloc(pixels);
  for (let i = 0; i < pixels; i++) {
    const [r, g, b, a] = [data[i * 4]!, data[i * 4 + 1]!, data[i * 4 + 2]!, data[i * 4 + 3]!];
    const dark = 255 - Math.round(0.2126 * r + 0.7152 * g + 0.0722 * b);
    alpha[i] = ownAlpha ? a : Math.round((dark * a) / 255);
  }
  return sharp({
    create: { width: info.width, height: info.height, channels: 3, background: "#ffffff" },
  })
    .joinChannel(alpha, { raw: { width: info.width, height: info.height, channels: 1 } })
    .png({ compressionLevel: 9 })
    .toBuffer();
}

/**
 * Every icon a phone asks for, from the (normalized) logo: 192 and 512 as they are (purpose
 * "any"), the maskable 512 with its safe zone on the card's colour (or white), the 180 px
 * Apple touch icon, opaque as iOS wants it, and the notification badge.
 */
export async function makeLogoIcons(logo: Buffer, cardColor: string | null): Promise<LogoIcons> {
  const ground = cardColor ?? "#ffffff";
  const [icon192, icon512, maskable, apple, mono] = await Promise.all([
    placed(logo, 192, 1, null),
    placed(logo, 512, 1, null),
    placed(logo, 512, MASKABLE_SAFE, ground),
    placed(logo, 180, 0.8, ground),
    badge(logo),
  ]);
  return { "192": icon192, "512": icon512, maskable, apple, badge: mono };
}
