import { BrowserMultiFormatReader } from "@zxing/browser";
import { BarcodeFormat, DecodeHintType } from "@zxing/library";
import { improveQrFinder } from "./qr-finder";
import { largest, type Point } from "./scanner-machine";

/** SPEC §9: every format the scanner reads. */
export const FORMATS = [
  BarcodeFormat.QR_CODE,
  BarcodeFormat.AZTEC,
  BarcodeFormat.CODABAR,
  BarcodeFormat.CODE_39,
  BarcodeFormat.CODE_93,
  BarcodeFormat.CODE_128,
  BarcodeFormat.DATA_MATRIX,
  BarcodeFormat.ITF,
  BarcodeFormat.EAN_13,
  BarcodeFormat.EAN_8,
  BarcodeFormat.PDF_417,
  BarcodeFormat.UPC_A,
  BarcodeFormat.UPC_E,
];

/** What the scanner asks zxing for, on the camera and in a picture. */
export function readerHints() {
  return new Map<DecodeHintType, unknown>([
    [DecodeHintType.POSSIBLE_FORMATS, FORMATS],
    [DecodeHintType.TRY_HARDER, true],
  ]);
}

export function createReader() {
  improveQrFinder();
  return new BrowserMultiFormatReader(readerHints(), { delayBetweenScanAttempts: 1000 / 30 });
}

/**
 * Reads every code in a picture (up to four): each found code is painted over and the
 * picture read again. The largest code wins, as on the camera.
 */
export async function decodeLargestInImage(file: File): Promise<string | null> {
  const bitmap = await createImageBitmap(file);
  const canvas = document.createElement("canvas");
  canvas.width = bitmap.width;
  canvas.height = bitmap.height;
  const context = canvas.getContext("2d");
  if (!context) throw new Error("Could not read the image");
  context.drawImage(bitmap, 0, 0);
  const reader = createReader();
  const found: { text: string; points: Point[] }[] = [];
  for (let i = 0; i < 4; i++) {
    let result;
    try {
      result = reader.decodeFromCanvas(canvas);
    } catch {
      break;
    }
    const points = result.getResultPoints().map((p) => ({ x: p.getX(), y: p.getY() }));
    found.push({ text: result.getText(), points });
    const xs = points.map((p) => p.x);
    const ys = points.map((p) => p.y);
    const pad = Math.max(20, (Math.max(...xs) - Math.min(...xs)) * 0.3);
    context.fillStyle = "#fff";
    context.fillRect(
      Math.min(...xs) - pad,
      Math.min(...ys) - pad,
      Math.max(...xs) - Math.min(...xs) + 2 * pad,
      Math.max(...ys) - Math.min(...ys) + 2 * pad,
    );
  }
  return largest(found)?.text ?? null;
}
