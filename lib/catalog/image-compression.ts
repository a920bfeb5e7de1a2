/**
 * SPEC §9 image compression, the arithmetic only (the canvas work is in compress-image.ts):
 * at most 1920×1920, JPEG, quality 0.85 lowered by 0.1 down to 0.5 while the result is over
 * 2 MB, and nothing done at all for a file of 1 MB or less.
 */
export const MAX_DIMENSION = 1920;
export const START_QUALITY = 0.85;
export const MIN_QUALITY = 0.5;
export const QUALITY_STEP = 0.1;
export const TARGET_BYTES = 2 * 1024 * 1024;
export const SKIP_BYTES = 1024 * 1024;

export function needsCompression(sizeBytes: number): boolean {
  return sizeBytes > SKIP_BYTES;
}

/** Scales down (never up) to fit the box, keeping the aspect ratio, in whole pixels. */
export function fitWithin(
  width: number,
  height: number,
  max = MAX_DIMENSION,
): { width: number; height: number } {
  if (width <= max && height <= max) return { width, height };
  const scale = Math.min(max / width, max / height);
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** The next quality to try when still over the target, or null when 0.5 was already tried. */
export function nextQuality(quality: number): number | null {
  if (quality <= MIN_QUALITY + 1e-9) return null;
  // Rounded to two decimals so 0.85 - 0.1 is 0.75, not 0.7499999.
  return Math.max(MIN_QUALITY, Math.round((quality - QUALITY_STEP) * 100) / 100);
}

/** Every quality the compressor may try, in order: 0.85, 0.75, 0.65, 0.55, 0.5. */
export function qualitySteps(): number[] {
  const steps = [START_QUALITY];
  for (let q = nextQuality(START_QUALITY); q !== null; q = nextQuality(q)) steps.push(q);
  return steps;
}

/** The JPEG's file name: the original's stem with .jpg. */
export function jpegName(name: string): string {
  const stem = name.replace(/\.[^./\\]*$/, "") || "image";
  return `${stem}.jpg`;
}
