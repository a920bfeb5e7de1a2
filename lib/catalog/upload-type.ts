/**
 * Decides what an uploaded file is from its first bytes, never from its name or the type
 * the browser declared (DECISIONS.md): a renamed text file or an SVG is simply not one of these.
 */
export type UploadKind = "image" | "video";
export type DetectedType = { kind: UploadKind; contentType: string };

const ascii = (bytes: Uint8Array, start: number, length: number) =>
  String.fromCharCode(...bytes.subarray(start, start + length));

const startsWith = (bytes: Uint8Array, prefix: readonly number[], offset = 0) =>
  bytes.length >= offset + prefix.length && prefix.every((b, i) => bytes[offset + i] === b);

// Top-level atoms an old QuickTime file may begin with (no `ftyp`).
const QUICKTIME_ATOMS = new Set(["moov", "mdat", "wide", "free", "skip", "pnot"]);

export function detectUploadType(bytes: Uint8Array): DetectedType | null {
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return { kind: "image", contentType: "image/jpeg" };
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) {
    return { kind: "image", contentType: "image/png" };
  }
  const head6 = ascii(bytes, 0, 6);
  if (head6 === "GIF87a" || head6 === "GIF89a") return { kind: "image", contentType: "image/gif" };
  if (bytes.length >= 12 && ascii(bytes, 0, 4) === "RIFF") {
    const form = ascii(bytes, 8, 4);
    if (form === "WEBP") return { kind: "image", contentType: "image/webp" };
    if (form === "AVI ") return { kind: "video", contentType: "video/x-msvideo" };
    return null;
  }
  if (bytes.length >= 12 && ascii(bytes, 4, 4) === "ftyp") {
    const brand = ascii(bytes, 8, 4);
    if (brand === "qt  ") return { kind: "video", contentType: "video/quicktime" };
    // Still images in an ISO container (HEIC, AVIF) are not among the allowed types.
    if (/^(heic|heix|hevc|hevx|heim|heis|mif1|msf1|avif|avis)$/.test(brand)) return null;
    return { kind: "video", contentType: "video/mp4" };
  }
  if (bytes.length >= 8 && QUICKTIME_ATOMS.has(ascii(bytes, 4, 4))) {
    return { kind: "video", contentType: "video/quicktime" };
  }
  if (startsWith(bytes, [0x1a, 0x45, 0xdf, 0xa3]) && ascii(bytes, 0, 64).includes("webm")) {
    return { kind: "video", contentType: "video/webm" };
  }
  return null;
}
