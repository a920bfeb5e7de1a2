import { type BitMatrix, NotFoundException, type ResultPoint } from "@zxing/library";
// Deep imports: zxing-js does not export the QR finder. The browser bundle resolves
// "@zxing/library" to its esm build, so this is the very class its QR reader uses (Jest maps
// the path to the cjs build, which its "@zxing/library" resolves to).
import FinderPatternFinder from "@zxing/library/esm/core/qrcode/detector/FinderPatternFinder";
import type FinderPattern from "@zxing/library/esm/core/qrcode/detector/FinderPattern";

/** The finder's members this file replaces or reads (private in zxing-js's types). */
interface Finder {
  image: BitMatrix;
  possibleCenters: FinderPattern[];
  handlePossibleCenter(stateCount: Int32Array, i: number, j: number, pure: boolean): boolean;
  crossCheckDiagonal(centerI: number, centerJ: number): boolean;
  haveMultiplyConfirmedCenters(): boolean;
  selectBestPatterns(): FinderPattern[];
}

type Point = Pick<ResultPoint, "getX" | "getY">;

/** How far three centers may be from a right isosceles triangle and still be a code's. */
const MAX_DISTORTION = 0.25;
/** A center seen on this many rows is confirmed (zxing's CENTER_QUORUM). */
const QUORUM = 2;

let installed = false;

/**
 * zxing-js carries zxing 3.3's search for a QR code's three corner squares, which misses
 * about one clean code in twelve that we draw for a token (a square-like blot in the data, or
 * the bottom-right alignment square, is taken for a corner: 33 of 400 token addresses at 8
 * pixels a module, as many at any scale from 5 up). It is the same code whatever the camera does, so a customer could
 * never scan it. This installs, once, what zxing 3.4 changed (Apache-2.0): every candidate
 * must also cross the square diagonally, and the three corners are the candidates that best
 * form a right isosceles triangle rather than the ones seen most often. And the search stops
 * early only when three confirmed centers form that triangle, so a blot confirmed before the
 * bottom-left corner is reached cannot end it. qr-finder.test.ts reads 400 drawn token codes.
 */
export function improveQrFinder(): void {
  if (installed) return;
  installed = true;
  const finder = FinderPatternFinder.prototype as unknown as Finder;
  const handle = finder.handlePossibleCenter;
  const confirmed = finder.haveMultiplyConfirmedCenters;

  // zxing-js checks the diagonal only for pure pictures (its fourth argument).
  finder.handlePossibleCenter = function (this: Finder, stateCount, i, j) {
    return handle.call(this, stateCount, i, j, true);
  };
  finder.crossCheckDiagonal = function (this: Finder, centerI, centerJ) {
    return crossesDiagonally(this.image, centerI, centerJ);
  };
  finder.haveMultiplyConfirmedCenters = function (this: Finder) {
    if (!confirmed.call(this)) return false;
    const sure = this.possibleCenters.filter((center) => center.getCount() >= QUORUM);
    return bestTriangle(sure).distortion < MAX_DISTORTION;
  };
  finder.selectBestPatterns = function (this: Finder) {
    const { corners } = bestTriangle(this.possibleCenters);
    if (!corners) throw new NotFoundException();
    return corners;
  };
}

/**
 * The three centers of similar module size closest to a right isosceles triangle, and how far
 * from it they are (0 for exactly one, relative to the longest side).
 */
export function bestTriangle(centers: FinderPattern[]) {
  const sorted = [...centers].sort(
    (a, b) => a.getEstimatedModuleSize() - b.getEstimatedModuleSize(),
  );
  let best: { corners: FinderPattern[] | null; distortion: number } = {
    corners: null,
    distortion: Infinity,
  };
  for (let i = 0; i < sorted.length - 2; i++) {
    for (let j = i + 1; j < sorted.length - 1; j++) {
      for (let k = j + 1; k < sorted.length; k++) {
        const [a, b, c] = [sorted[i]!, sorted[j]!, sorted[k]!];
        if (c.getEstimatedModuleSize() > a.getEstimatedModuleSize() * 1.4) continue;
        const distortion = triangleDistortion(a, b, c);
        if (distortion < best.distortion) best = { corners: [a, b, c], distortion };
      }
    }
  }
  return best;
}

/** |c² − 2b²| + |c² − 2a²| over c², for sides a ≤ b ≤ c: 0 for a right isosceles triangle. */
export function triangleDistortion(p: Point, q: Point, r: Point): number {
  const [a, b, c] = [squared(p, q), squared(q, r), squared(p, r)].sort((x, y) => x - y) as [
    number,
    number,
    number,
  ];
  return (Math.abs(c - 2 * b) + Math.abs(c - 2 * a)) / c;
}

function squared(p: Point, q: Point): number {
  const x = p.getX() - q.getX();
  const y = p.getY() - q.getY();
  return x * x + y * y;
}

/** zxing 3.4's diagonal cross-check: dark, light, dark, light, dark through the center. */
function crossesDiagonally(image: BitMatrix, centerI: number, centerJ: number): boolean {
  const counts = [0, 0, 0, 0, 0];
  const height = image.getHeight();
  const width = image.getWidth();
  let i = 0;
  const up = (dark: boolean) =>
    centerI >= i && centerJ >= i && image.get(centerJ - i, centerI - i) === dark;
  for (const [slot, dark] of [
    [2, true],
    [1, false],
    [0, true],
  ] as const) {
    while (up(dark)) {
      counts[slot]!++;
      i++;
    }
    if (counts[slot] === 0) return false;
  }
  i = 1;
  const down = (dark: boolean) =>
    centerI + i < height && centerJ + i < width && image.get(centerJ + i, centerI + i) === dark;
  for (const [slot, dark] of [
    [2, true],
    [3, false],
    [4, true],
  ] as const) {
    while (down(dark)) {
      counts[slot]!++;
      i++;
    }
    if (slot !== 2 && counts[slot] === 0) return false;
  }
  return diagonalProportions(counts);
}

/** 1:1:3:1:1 within 75 % (a diagonal crosses pixels less evenly than a row). */
function diagonalProportions(counts: number[]): boolean {
  const total = counts.reduce((sum, count) => sum + count, 0);
  if (total < 7) return false;
  const size = total / 7;
  const variance = size / 1.333;
  return counts.every((count, slot) => {
    const modules = slot === 2 ? 3 : 1;
    return Math.abs(modules * size - count) < modules * variance;
  });
}
