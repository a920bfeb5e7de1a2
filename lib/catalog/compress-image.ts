import {
  fitWithin,
  jpegName,
  needsCompression,
  qualitySteps,
  TARGET_BYTES,
} from "./image-compression";

/** A compression step failed; the message is what the admin sees under 'Upload Failed'. */
export class CompressionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CompressionError";
  }
}

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === "string"
        ? resolve(reader.result)
        : reject(new CompressionError("errors.catalog.compress.readFailed"));
    reader.onerror = () => reject(new CompressionError("errors.catalog.compress.readFailed"));
    reader.readAsDataURL(file);
  });
}

function loadImage(src: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new CompressionError("errors.catalog.compress.loadFailed"));
    img.src = src;
  });
}

function toJpeg(canvas: HTMLCanvasElement, quality: number): Promise<Blob> {
  return new Promise((resolve, reject) =>
    canvas.toBlob(
      (blob) =>
        blob
          ? resolve(blob)
          : reject(new CompressionError("errors.catalog.compress.compressFailed")),
      "image/jpeg",
      quality,
    ),
  );
}

/**
 * Browser-side compression before upload (SPEC §9). Files of 1 MB or less go up untouched;
 * larger ones are redrawn within 1920×1920 as JPEG, lowering the quality while over 2 MB.
 */
export async function compressImage(file: File): Promise<File> {
  if (!needsCompression(file.size)) return file;
  const img = await loadImage(await readAsDataUrl(file));
  const { width, height } = fitWithin(img.naturalWidth, img.naturalHeight);
  const canvas = document.createElement("canvas");
  canvas.width = width;
  canvas.height = height;
  const context = canvas.getContext("2d");
  if (!context) throw new CompressionError("errors.catalog.compress.canvasFailed");
  // JPEG has no transparency: a transparent PNG gets a white background, not a black one.
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, width, height);
  context.drawImage(img, 0, 0, width, height);
  let blob: Blob | null = null;
  for (const quality of qualitySteps()) {
    blob = await toJpeg(canvas, quality);
    if (blob.size <= TARGET_BYTES) break;
  }
  if (!blob) throw new CompressionError("errors.catalog.compress.compressFailed");
  return new File([blob], jpegName(file.name), { type: "image/jpeg" });
}
