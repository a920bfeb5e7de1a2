import { randomBytes } from "node:crypto";
import {
  BinaryBitmap,
  DecodeHintType,
  HybridBinarizer,
  QRCodeReader,
  RGBLuminanceSource,
} from "@zxing/library";
import QRCode from "qrcode";

const PICTURE = { errorCorrectionLevel: "H", width: 480, margin: 4 } as const;

/** A PNG picture of a QR code, for the scanner's image-file path. */
export async function qrPng(text: string, path: string) {
  await QRCode.toFile(path, text, PICTURE);
}

/**
 * Whether zxing-js's own QR reader (without the scanner's fix) reads qrPng's picture of
 * `text`. The picture's pixels are drawn from the code's modules the way the qrcode package
 * draws its PNG.
 */
export function decoderReads(text: string): boolean {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: PICTURE.errorCorrectionLevel });
  const scale = PICTURE.width / (modules.size + PICTURE.margin * 2);
  const side = Math.floor((modules.size + PICTURE.margin * 2) * scale);
  const margin = PICTURE.margin * scale;
  const pixels = new Uint8ClampedArray(side * side).fill(255);
  for (let i = 0; i < side; i++)
    for (let j = 0; j < side; j++) {
      if (i < margin || j < margin || i >= side - margin || j >= side - margin) continue;
      const row = Math.floor((i - margin) / scale);
      if (modules.data[row * modules.size + Math.floor((j - margin) / scale)])
        pixels[i * side + j] = 0;
    }
  // The QR reader alone (the app's reader tries every format, and QR's finds this one):
  // it throws when it finds nothing, where the multi-format reader also logs each try.
  const hints = new Map<DecodeHintType, unknown>([[DecodeHintType.TRY_HARDER, true]]);
  const reader = new QRCodeReader();
  try {
    const bitmap = new BinaryBitmap(
      new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)),
    );
    return reader.decode(bitmap, hints).getText() === text;
  } catch {
    return false;
  }
}

/**
 * A new token id whose QR (`url(id)`, drawn by qrPng) zxing-js alone cannot read: its search
 * for the corner squares misses about one clean code in twelve (this module does not install
 * the scanner's fix, components/scanner/qr-finder.ts). The scanner in the page must read it.
 */
export function tokenIdZxingMisses(url: (id: string) => string): string {
  for (;;) {
    const id = randomBytes(16).toString("base64url");
    if (!decoderReads(url(id))) return id;
  }
}
