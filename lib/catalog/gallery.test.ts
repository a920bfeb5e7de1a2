import { galleryOf, stepIndex } from "./gallery";

describe("gallery", () => {
  it("puts the main image first and drops repeats and blanks", () => {
    expect(galleryOf({ imageUrl: "/a", images: ["/b", "/a", "", "/c"] })).toEqual([
      "/a",
      "/b",
      "/c",
    ]);
  });

  it("wraps around in both directions", () => {
    expect(stepIndex(2, 1, 3)).toBe(0);
    expect(stepIndex(0, -1, 3)).toBe(2);
    expect(stepIndex(0, 1, 0)).toBe(0);
  });
});
