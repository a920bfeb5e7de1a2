import QRCode from "qrcode";

/** A PNG picture of a QR code, for the scanner's image-file path. */
export async function qrPng(text: string, path: string) {
  await QRCode.toFile(path, text, { errorCorrectionLevel: "H", width: 480, margin: 4 });
}
