import { writeFileSync } from "node:fs";
import QRCode from "qrcode";

/** A PNG picture of a QR code, for the scanner's image-file path. */
export async function qrPng(text: string, path: string) {
  await QRCode.toFile(path, text, { errorCorrectionLevel: "H", width: 480, margin: 4 });
}

/**
 * A .y4m video of a QR code for Chromium's fake camera
 * (--use-file-for-fake-video-capture): a grey 640×480 frame, the code centred in black on white.
 */
export function qrY4m(text: string, path: string, frames = 10) {
  const width = 640;
  const height = 480;
  const qr = QRCode.create(text, { errorCorrectionLevel: "H" });
  const size = qr.modules.size;
  const quiet = 4;
  // Fits the 640×360 crop the camera delivers at 16:9, with room to spare.
  const scale = Math.floor(320 / (size + 2 * quiet));
  const side = (size + 2 * quiet) * scale;
  const left = Math.floor((width - side) / 2);
  const top = Math.floor((height - side) / 2);
  const luma = Buffer.alloc(width * height, 160);
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      const mx = Math.floor(x / scale) - quiet;
      const my = Math.floor(y / scale) - quiet;
      const dark = mx >= 0 && my >= 0 && mx < size && my < size && qr.modules.get(my, mx) === 1;
      luma[(top + y) * width + left + x] = dark ? 16 : 235;
    }
  }
  const chroma = Buffer.alloc((width / 2) * (height / 2), 128);
  const frame = Buffer.concat([Buffer.from("FRAME\n"), luma, chroma, chroma]);
  const header = Buffer.from(`YUV4MPEG2 W${width} H${height} F30:1 Ip A1:1 C420jpeg\n`);
  writeFileSync(path, Buffer.concat([header, ...Array.from({ length: frames }, () => frame)]));
}
