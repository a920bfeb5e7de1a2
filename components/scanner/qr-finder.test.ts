/** @jest-environment node */
import { BinaryBitmap, HybridBinarizer, RGBLuminanceSource } from "@zxing/library";
import QRCode from "qrcode";
import { tokenAddress } from "@/lib/rewards/token-address";
import { createReader } from "./decode-image";
import { triangleDistortion } from "./qr-finder";

/** Token ids as the shop makes them (128 bits, base64url), from a fixed seed. */
function tokenIds(count: number): string[] {
  let seed = 20261127;
  const byte = () => {
    seed = (Math.imul(seed, 1664525) + 1013904223) >>> 0;
    return seed >>> 24;
  };
  return Array.from({ length: count }, () =>
    Buffer.from(Array.from({ length: 16 }, byte)).toString("base64url"),
  );
}

/** The code as QrImage draws it (error correction H, one module of margin), in grey levels. */
// Jest's sandbox makes every global lookup slow: the pixel loop takes its own.
const { cos, floor, round, sin } = Math;

const drawn = new Map<string, QRCode.BitMatrix>();
function picture(text: string, scale: number, turn = 0) {
  const modules = drawn.get(text) ?? QRCode.create(text, { errorCorrectionLevel: "H" }).modules;
  drawn.set(text, modules);
  const sideModules = modules.size + 2;
  const side = round(sideModules * scale) + 40;
  const pixels = new Uint8ClampedArray(side * side);
  const [turnCos, turnSin] = [cos(turn), sin(turn)];
  for (let y = 0; y < side; y++) {
    for (let x = 0; x < side; x++) {
      // Where this pixel falls on the code, turned by `turn` about the picture's middle.
      const dx = (x - side / 2) / scale;
      const dy = (y - side / 2) / scale;
      const column = floor(turnCos * dx + turnSin * dy + sideModules / 2) - 1;
      const row = floor(-turnSin * dx + turnCos * dy + sideModules / 2) - 1;
      const inside = row >= 0 && column >= 0 && row < modules.size && column < modules.size;
      pixels[y * side + x] = inside && modules.data[row * modules.size + column] ? 0 : 255;
    }
  }
  return new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(pixels, side, side)));
}

function unread(texts: string[], scale: number, turn?: number): string[] {
  const reader = createReader();
  return texts.filter((text) => {
    const bitmap = picture(text, scale, turn);
    try {
      return reader.decodeBitmap(bitmap).getText() !== text;
    } catch {
      return true;
    }
  });
}

describe("the scanner's QR finder", () => {
  // zxing-js alone misses 3, 25, 33 and 34 of these 400 at 3, 5, 8 and 11 pixels a module,
  // and 4 turned: the same codes every time, so a customer could never scan them.
  const addresses = tokenIds(400).map((id) => tokenAddress("https://shop.example.com", id));

  it.each([3, 5, 8, 11])("reads every token code drawn at %i pixels a module", (scale) => {
    expect(unread(addresses, scale)).toEqual([]);
  });

  it("reads them turned, as a hand holds a phone", () => {
    expect(unread(addresses.slice(0, 200), 6.5, 0.06)).toEqual([]);
    expect(unread(addresses.slice(200), 7.5, -0.12)).toEqual([]);
  });

  it("measures how far three corners are from a right isosceles triangle", () => {
    const point = (x: number, y: number) => ({ getX: () => x, getY: () => y });
    const corner = [point(0, 0), point(10, 0), point(0, 10)] as const;
    expect(triangleDistortion(...corner)).toBe(0);
    expect(triangleDistortion(point(0, 0), point(10, 0), point(2, 7))).toBeGreaterThan(0.25);
  });
});
