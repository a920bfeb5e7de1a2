#!/usr/bin/env node
// `node scripts/icons.mjs`: renders every app icon from the one source image, assets/icon.svg,
// into public/ (the PNGs are committed; run this again after changing the source).
//   icons/icon-{192,512}.png      purpose "any": the card zoomed in, corners rounded
//   icons/maskable-{192,512}.png  purpose "maskable": full bleed, card inside the safe circle
//   icons/apple-touch-icon.png    180 px, opaque (iOS rounds the corners itself)
//   favicon.ico                   16, 32 and 48 px PNGs in one ICO container
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const source = readFileSync(join(root, "assets/icon.svg"), "utf8");
const out = join(root, "public");

// The source is drawn for the maskable safe zone, which leaves the card small. Icons that
// are shown as they are get a tighter crop of the same drawing.
const zoomed = source.replace(/viewBox="[^"]*"/, 'viewBox="56 56 400 400"');

async function render(svg, size, { rounded = false } = {}) {
  let image = sharp(Buffer.from(svg), { density: 72 * Math.max(1, size / 400) }).resize(size, size);
  if (rounded) {
    const r = Math.round(size * 0.22);
    const mask = Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}"><rect width="${size}" height="${size}" rx="${r}" fill="#fff"/></svg>`,
    );
    image = sharp(await image.png().toBuffer()).composite([{ input: mask, blend: "dest-in" }]);
  } else {
    // Opaque: iOS paints transparent pixels black.
    image = image.removeAlpha();
  }
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/** An ICO file holding PNG images (supported by every browser that shows favicons). */
function ico(images) {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  const entries = [];
  let offset = 6 + 16 * images.length;
  for (const { size, data } of images) {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    entries.push(entry);
  }
  return Buffer.concat([header, ...entries, ...images.map((i) => i.data)]);
}

async function main() {
  mkdirSync(join(out, "icons"), { recursive: true });
  const files = {
    "icons/icon-192.png": await render(zoomed, 192, { rounded: true }),
    "icons/icon-512.png": await render(zoomed, 512, { rounded: true }),
    "icons/maskable-192.png": await render(source, 192),
    "icons/maskable-512.png": await render(source, 512),
    "icons/apple-touch-icon.png": await render(zoomed, 180),
    "favicon.ico": ico(
      await Promise.all(
        [16, 32, 48].map(async (size) => ({
          size,
          data: await render(zoomed, size, { rounded: true }),
        })),
      ),
    ),
  };
  for (const [name, data] of Object.entries(files)) {
    writeFileSync(join(out, name), data);
    console.log(`[icons] public/${name} (${(data.length / 1024).toFixed(1)} KiB)`);
  }
}

main().catch((error) => {
  console.error(`[icons] ${error.message}`);
  process.exit(1);
});
