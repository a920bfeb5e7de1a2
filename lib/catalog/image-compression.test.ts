import {
  fitWithin,
  jpegName,
  needsCompression,
  nextQuality,
  qualitySteps,
  SKIP_BYTES,
  TARGET_BYTES,
} from "./image-compression";

describe("image compression maths", () => {
  it("skips files of 1 MB or less", () => {
    expect(needsCompression(SKIP_BYTES)).toBe(false);
    expect(needsCompression(SKIP_BYTES + 1)).toBe(true);
    expect(TARGET_BYTES).toBe(2 * 1024 * 1024);
  });

  it("fits within 1920×1920 keeping the aspect ratio, never scaling up", () => {
    expect(fitWithin(4000, 3000)).toEqual({ width: 1920, height: 1440 });
    expect(fitWithin(1000, 5000)).toEqual({ width: 384, height: 1920 });
    expect(fitWithin(800, 600)).toEqual({ width: 800, height: 600 });
    expect(fitWithin(1920, 1920)).toEqual({ width: 1920, height: 1920 });
  });

  it("starts at 0.85 and lowers by 0.1 down to 0.5", () => {
    expect(qualitySteps()).toEqual([0.85, 0.75, 0.65, 0.55, 0.5]);
    expect(nextQuality(0.5)).toBeNull();
  });

  it("names the output as a JPEG", () => {
    expect(jpegName("photo.PNG")).toBe("photo.jpg");
    expect(jpegName("my.holiday.webp")).toBe("my.holiday.jpg");
    expect(jpegName("noext")).toBe("noext.jpg");
  });
});
