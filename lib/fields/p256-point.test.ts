import { createECDH } from "node:crypto";
import { isP256Point } from "./p256-point";

const point = () => createECDH("prime256v1").generateKeys();

describe("isP256Point", () => {
  it("takes the uncompressed public key of a P-256 key pair, as browsers send it", () => {
    for (let i = 0; i < 20; i++) expect(isP256Point(point().toString("base64url"))).toBe(true);
    // With base64 padding too (some browsers' toJSON).
    expect(isP256Point(`${point().toString("base64url")}=`)).toBe(true);
  });

  it("refuses 65 bytes that are not on the curve", () => {
    const key = point();
    key[64] = key[64]! ^ 1;
    expect(isP256Point(key.toString("base64url"))).toBe(false);
    expect(isP256Point(Buffer.alloc(65, 4).toString("base64url"))).toBe(false);
  });

  it("refuses a compressed point, a wrong length, coordinates past the field, and non-base64url", () => {
    const compressed = createECDH("prime256v1");
    compressed.generateKeys();
    expect(isP256Point(compressed.getPublicKey("base64url", "compressed"))).toBe(false);
    expect(isP256Point(point().subarray(0, 64).toString("base64url"))).toBe(false);
    const huge = Buffer.concat([Buffer.from([4]), Buffer.alloc(64, 0xff)]);
    expect(isP256Point(huge.toString("base64url"))).toBe(false);
    expect(isP256Point("not base64 at all!")).toBe(false);
    expect(isP256Point("")).toBe(false);
  });
});
