import { edgeFadeMask, edgesOf } from "./use-scroll-edges";

const row = (scrollLeft: number) => ({ scrollLeft, clientWidth: 300, scrollWidth: 500 });

describe("a sideways-scrolling row's edges", () => {
  it("left to right: more after at first, more before once scrolled to the end", () => {
    expect(edgesOf(row(0), false)).toEqual({ start: false, end: true, rtl: false });
    expect(edgesOf(row(200), false)).toEqual({ start: true, end: false, rtl: false });
  });

  it("right to left: scrollLeft runs from 0 to negative, and the fade runs leftwards", () => {
    expect(edgesOf(row(0), true)).toEqual({ start: false, end: true, rtl: true });
    expect(edgesOf(row(-100), true)).toEqual({ start: true, end: true, rtl: true });
    expect(edgesOf(row(-200), true)).toEqual({ start: true, end: false, rtl: true });
    // The hidden end is on the left in Arabic: the fade must be there, not over the first tab.
    expect(edgeFadeMask(edgesOf(row(0), true))).toBe(
      "linear-gradient(to left, black, black calc(100% - 2rem), transparent)",
    );
    expect(edgeFadeMask(edgesOf(row(0), false))).toBe(
      "linear-gradient(to right, black, black calc(100% - 2rem), transparent)",
    );
  });

  it("a row that fits has no fade", () => {
    expect(edgeFadeMask(edgesOf({ scrollLeft: 0, clientWidth: 300, scrollWidth: 300 }, true))).toBe(
      undefined,
    );
  });
});
