import { TIERS } from "./rules";

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

/** A perceptual-ish distance between two colours ("redmean"), 0 to about 765. */
function distance(a: string, b: string): number {
  const rgb = (hex: string) => [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  const [r1, g1, b1] = rgb(a) as [number, number, number];
  const [r2, g2, b2] = rgb(b) as [number, number, number];
  const rm = (r1 + r2) / 2;
  const [dr, dg, db] = [r1 - r2, g1 - g2, b1 - b2];
  return Math.sqrt((2 + rm / 256) * dr ** 2 + 4 * dg ** 2 + (2 + (255 - rm) / 256) * db ** 2);
}

describe("tier badges", () => {
  it.each(TIERS.map((t) => [t.name, t] as const))(
    "%s carries its text at 4.5:1 or more",
    (_, tier) => {
      expect(contrast(tier.color, tier.textColor)).toBeGreaterThanOrEqual(4.5);
    },
  );

  it("tells every tier from every other at a glance: its own colour and its own icon", () => {
    for (const a of TIERS)
      for (const b of TIERS) {
        if (a === b) continue;
        expect({ pair: [a.name, b.name], far: distance(a.color, b.color) >= 150 }).toEqual({
          pair: [a.name, b.name],
          far: true,
        });
      }
    expect(new Set(TIERS.map((t) => t.icon)).size).toBe(TIERS.length);
    // The pair customers confused: one dark with light text, the other light with dark text.
    const [bronze, gold] = ["Bronze", "Gold"].map((n) => TIERS.find((t) => t.name === n)!);
    expect(Math.abs(luminance(bronze!.color) - luminance(gold!.color))).toBeGreaterThan(0.4);
  });
});
