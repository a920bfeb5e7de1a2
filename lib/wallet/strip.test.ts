/** @jest-environment node */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import sharp from "sharp";
import { STAMP_ICONS } from "@/lib/program/look";
import {
  heroImage,
  slotLayout,
  STAMP_GLYPHS,
  STRIP_SIZE,
  STRIP_TEXT_SHARE,
  stripImage,
  type StripInput,
} from "./strip";

const card: StripInput = {
  filled: 7,
  total: 10,
  icon: "cup",
  background: "#7c2d12",
  foreground: "#ffffff",
};

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (x: number, y: number) => {
    const i = (y * info.width + x) * 4;
    return [...data.subarray(i, i + 3)];
  };
  return { info, at };
}

describe("stripImage", () => {
  it.each([1, 2, 3] as const)("is a %i× PNG of 375 × 144 points", async (scale) => {
    const meta = await sharp(await stripImage(card, scale)).metadata();
    expect(meta).toMatchObject({ format: "png", width: 375 * scale, height: 144 * scale });
  });

  it("leaves the count's area in the card's colour, and draws the slots to its right", async () => {
    const { info, at } = await pixels(await stripImage({ ...card, filled: 30, total: 30 }, 1));
    const textEdge = Math.round(info.width * STRIP_TEXT_SHARE);
    let white = 0;
    let drawnOnText = 0;
    for (let y = 0; y < info.height; y++) {
      for (let x = 0; x < info.width; x++) {
        const [r, g, b] = at(x, y);
        if (x < textEdge) drawnOnText += r === 0x7c && g === 0x2d && b === 0x12 ? 0 : 1;
        else if (r! > 200 && g! > 200 && b! > 200) white++;
      }
    }
    expect(drawnOnText).toBe(0);
    expect(white).toBeGreaterThan(1000);
  });

  it("fits 30 slots inside the strip's stamp area, none overlapping", () => {
    const box = { x: 156, y: 12, width: 207, height: 120 };
    const slots = slotLayout(30, box, 44);
    expect(slots).toHaveLength(30);
    for (const s of slots) {
      expect(s.cx - s.r).toBeGreaterThanOrEqual(box.x);
      expect(s.cx + s.r).toBeLessThanOrEqual(box.x + box.width);
      expect(s.cy - s.r).toBeGreaterThanOrEqual(box.y);
      expect(s.cy + s.r).toBeLessThanOrEqual(box.y + box.height);
    }
    for (const a of slots)
      for (const b of slots)
        if (a !== b) expect(Math.hypot(a.cx - b.cx, a.cy - b.cy)).toBeGreaterThan(a.r + b.r);
    // Big enough to tell a stamp from a ring at a glance.
    expect(slots[0]!.r * 2).toBeGreaterThan(20);
  });

  it("shares the slots evenly over the rows", () => {
    const rows = (n: number) => {
      const counts = new Map<number, number>();
      for (const s of slotLayout(n, { x: 0, y: 0, width: 207, height: 120 }, 44))
        counts.set(s.cy, (counts.get(s.cy) ?? 0) + 1);
      return [...counts.values()];
    };
    for (const n of [3, 8, 10, 13, 30]) {
      const counts = rows(n);
      expect(Math.max(...counts) - Math.min(...counts)).toBeLessThanOrEqual(1);
    }
  });

  it("refuses a colour that is not a hex colour (it goes into the SVG)", async () => {
    await expect(stripImage({ ...card, background: 'red"/><script/>' }, 1)).rejects.toThrow();
  });

  it("draws an empty card and a full one", async () => {
    for (const filled of [0, 10, 12]) {
      expect((await sharp(await stripImage({ ...card, filled }, 1)).metadata()).width).toBe(375);
    }
  });
});

describe("heroImage", () => {
  it("is Google's 1032 × 336 PNG", async () => {
    const meta = await sharp(await heroImage(card)).metadata();
    expect(meta).toMatchObject({ format: "png", width: 1032, height: 336 });
  });
});

describe("STAMP_GLYPHS", () => {
  const sprite = readFileSync(join(process.cwd(), "components/rewards/stamps.svg"), "utf8");
  it.each([...STAMP_ICONS, "check" as const])("draws %s as the app's sprite does", (name) => {
    const symbol = sprite.match(new RegExp(`<symbol id="${name}"[^>]*>(.*?)</symbol>`));
    expect(symbol?.[1]).toBe(STAMP_GLYPHS[name]);
  });
});

// WALLET_STRIP_PREVIEW=1: the pictures to look at, /tmp/strip-8.png and /tmp/strip-30.png.
const preview = process.env.WALLET_STRIP_PREVIEW ? it : it.skip;
preview("writes preview pictures", async () => {
  writeFileSync(
    "/tmp/strip-8.png",
    await stripImage({ ...card, filled: 5, total: 8, icon: "croissant" }, 2),
  );
  writeFileSync(
    "/tmp/strip-30.png",
    await stripImage({ ...card, filled: 17, total: 30, icon: "star", background: "#1d4ed8" }, 2),
  );
  writeFileSync("/tmp/strip-10.png", await stripImage(card, 3));
  writeFileSync("/tmp/hero-10.png", await heroImage({ ...card, icon: null }));
  expect(STRIP_SIZE.width).toBe(375);
});
