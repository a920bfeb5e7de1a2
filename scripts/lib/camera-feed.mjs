// A .y4m video for Chromium's fake camera (--use-file-for-fake-video-capture): a table card
// with a QR code standing on a wooden counter, so the scanner shows a believable preview.
import { writeFileSync } from "node:fs";

const WIDTH = 640;
const HEIGHT = 360; // 16:9, the shape of the scanner's preview

async function sceneSvg(text) {
  const { default: QRCode } = await import("qrcode");
  const qr = QRCode.create(text, { errorCorrectionLevel: "H" });
  const size = qr.modules.size;
  const side = 200;
  const scale = side / size;
  const left = (WIDTH - side) / 2;
  const top = 52;
  let modules = "";
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      if (qr.modules.get(y, x))
        modules += `M${(left + x * scale).toFixed(2)} ${(top + y * scale).toFixed(2)}h${scale.toFixed(2)}v${scale.toFixed(2)}h-${scale.toFixed(2)}z`;
    }
  }
  const grain = Array.from(
    { length: 11 },
    (_, i) =>
      `<path d="M0 ${20 + i * 34} C 200 ${10 + i * 34}, 420 ${34 + i * 34}, 640 ${18 + i * 34}" stroke="#5a3a22" stroke-width="2" opacity="0.25" fill="none"/>`,
  ).join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${HEIGHT}">
  <defs><linearGradient id="wood" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#b07a4c"/><stop offset="1" stop-color="#7d5232"/></linearGradient></defs>
  <rect width="${WIDTH}" height="${HEIGHT}" fill="url(#wood)"/>
  ${grain}
  <circle cx="548" cy="250" r="62" fill="#f4efe8"/><circle cx="548" cy="250" r="46" fill="#6b3f22"/><ellipse cx="534" cy="236" rx="14" ry="8" fill="#c08a5c" opacity="0.6"/>
  <rect x="${left - 30}" y="${top - 30}" width="${side + 60}" height="${side + 96}" rx="18" fill="#000000" opacity="0.25" transform="translate(8 10)"/>
  <rect x="${left - 30}" y="${top - 30}" width="${side + 60}" height="${side + 96}" rx="18" fill="#fbfaf7"/>
  <path d="${modules}" fill="#111111"/>
  <text x="${WIDTH / 2}" y="${top + side + 40}" text-anchor="middle" font-family="DejaVu Sans, Liberation Sans, Arial, sans-serif" font-size="20" font-weight="700" fill="#3b2417">Scan for your punch</text>
</svg>`;
}

/** BT.601 studio-range RGB to I420, the layout Chromium's y4m reader expects. */
function toI420(rgb) {
  const y = Buffer.alloc(WIDTH * HEIGHT);
  const u = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  const v = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2));
  for (let row = 0; row < HEIGHT; row++) {
    for (let col = 0; col < WIDTH; col++) {
      const i = (row * WIDTH + col) * 3;
      const [r, g, b] = [rgb[i], rgb[i + 1], rgb[i + 2]];
      y[row * WIDTH + col] = Math.round(16 + 0.257 * r + 0.504 * g + 0.098 * b);
      if (row % 2 === 0 && col % 2 === 0) {
        const c = (row / 2) * (WIDTH / 2) + col / 2;
        u[c] = Math.round(128 - 0.148 * r - 0.291 * g + 0.439 * b);
        v[c] = Math.round(128 + 0.439 * r - 0.368 * g - 0.071 * b);
      }
    }
  }
  return Buffer.concat([y, u, v]);
}

export async function writeCameraFeed(text, path, frames = 15) {
  const { default: sharp } = await import("sharp");
  const rgb = await sharp(Buffer.from(await sceneSvg(text)))
    .removeAlpha()
    .raw()
    .toBuffer();
  const frame = Buffer.concat([Buffer.from("FRAME\n"), toI420(rgb)]);
  const header = Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
