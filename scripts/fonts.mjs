#!/usr/bin/env node
// `npm run fonts`: cuts the app's font file, app/fonts/geist-sans.woff2, from the geist
// package's variable Geist Sans (the output is committed; run this again after updating geist).
// The full font is 70 KB and covers scripts the app never shows; a phone on mobile data
// downloads it before the first screen settles. Kept:
//   - Basic Latin, Latin-1 and Latin Extended-A: English and most European names;
//     anything else is drawn in the phone's own font, glyph by glyph;
//   - general punctuation, arrows, the euro, minus and trademark signs;
//   - weights 400 to 900 (the app uses regular to black; nothing lighter).
// The result is about 27 KB.
import { readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import subsetFont from "subset-font";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const geist = dirname(createRequire(import.meta.url).resolve("geist/font/sans"));
const source = readFileSync(join(geist, "fonts/geist-sans/Geist-Variable.woff2"));

const RANGES = [
  [0x20, 0x7e],
  [0xa0, 0x17f],
  [0x2bb, 0x2bc],
  [0x2c6, 0x2c6],
  [0x2da, 0x2da],
  [0x2dc, 0x2dc],
  [0x2000, 0x206f],
  [0x20ac, 0x20ac],
  [0x2122, 0x2122],
  [0x2190, 0x2193],
  [0x2212, 0x2215],
  [0xfeff, 0xfeff],
  [0xfffd, 0xfffd],
];

let text = "";
for (const [from, to] of RANGES) for (let c = from; c <= to; c++) text += String.fromCodePoint(c);

const font = await subsetFont(source, text, {
  targetFormat: "woff2",
  variationAxes: { wght: { min: 400, max: 900 } },
});
const target = join(root, "app/fonts/geist-sans.woff2");
writeFileSync(target, font);
console.log(`${target}: ${font.length} bytes (from ${source.length})`);
