/** @jest-environment node */
import sharp from "sharp";
import { LogoRefused, makeLogoIcons, normalizeLogo } from "./logo-icons";

/** A dark disc on a transparent square: a logo with its own outline. */
const disc = (side: number) =>
  sharp(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${side}" height="${side}"><circle cx="${side / 2}" cy="${side / 2}" r="${side / 3}" fill="#7c2d12"/></svg>`,
    ),
  )
    .png()
    .toBuffer();

async function pixel(png: Buffer, x: number, y: number) {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  const i = (y * info.width + x) * 4;
  return [...data.subarray(i, i + 4)];
}

describe("the logo's icons", () => {
  it("makes every size a phone asks for, as PNGs", async () => {
    const icons = await makeLogoIcons(await normalizeLogo(await disc(800)), "#0f766e");
    const sizes = await Promise.all(
      Object.entries(icons).map(async ([name, png]) => {
        const meta = await sharp(png).metadata();
        return [name, meta.format, meta.width, meta.height];
      }),
    );
    expect(sizes).toEqual([
      ["192", "png", 192, 192],
      ["512", "png", 512, 512],
      ["maskable", "png", 512, 512],
      ["apple", "png", 180, 180],
      ["badge", "png", 96, 96],
    ]);
    // The maskable and Apple icons fill their square with the card's colour; "any" keeps the
    // logo's own transparency; the badge is white, its shape in the alpha.
    expect(await pixel(icons.maskable, 2, 2)).toEqual([0x0f, 0x76, 0x6e, 255]);
    expect(await pixel(icons.apple, 2, 2)).toEqual([0x0f, 0x76, 0x6e, 255]);
    expect((await pixel(icons["512"], 2, 2))[3]).toBe(0);
    expect(await pixel(icons.badge, 48, 48)).toEqual([255, 255, 255, 255]);
    expect((await pixel(icons.badge, 2, 2))[3]).toBe(0);
  });

  it("puts an opaque logo's dark mark in the badge, on white without a card colour", async () => {
    const opaque = await sharp(await disc(300))
      .flatten({ background: "#ffffff" })
      .jpeg()
      .toBuffer();
    const icons = await makeLogoIcons(await normalizeLogo(opaque), null);
    expect(await pixel(icons.maskable, 2, 2)).toEqual([255, 255, 255, 255]);
    expect((await pixel(icons.badge, 48, 48))[3]).toBeGreaterThan(150);
    expect((await pixel(icons.badge, 2, 2))[3]).toBeLessThan(10);
  });

  it("keeps the logo at most 512 px, as a PNG", async () => {
    const logo = await sharp(await normalizeLogo(await disc(1200))).metadata();
    expect([logo.format, logo.width, logo.height]).toEqual(["png", 512, 512]);
  });

  it.each([
    ["text named as a picture", Buffer.from("this is not a picture, only logo.png")],
    ["an SVG", Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="9" height="9"/>')],
    ["a cut-off PNG", Buffer.from("89504e470d0a1a0a0000000d49484452", "hex")],
  ])("refuses %s", async (_, bytes) => {
    await expect(normalizeLogo(bytes)).rejects.toBeInstanceOf(LogoRefused);
  });

  it.each(["png", "jpeg"] as const)(
    "refuses the first half of a %s, whose header reads and pixels do not, as damaged",
    async (format) => {
      // Random pixels do not compress, so a picture's data runs to its end.
      const pixels = Buffer.from(Array.from({ length: 120 * 120 * 3 }, () => Math.random() * 256));
      const raw = { raw: { width: 120, height: 120, channels: 3 as const } };
      const whole = await sharp(pixels, raw)[format]().toBuffer();
      const half = whole.subarray(0, whole.length / 2);
      expect((await sharp(half).metadata()).format).toBe(format);
      await expect(normalizeLogo(half)).rejects.toThrow(
        new LogoRefused("adminSettings.program.logo.refusals.broken"),
      );
    },
  );
});
