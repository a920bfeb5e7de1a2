import { open, seal } from "./secret-box";

const SECRET = "a-test-secret-of-at-least-thirty-two-chars";

describe("secret box", () => {
  it("opens what it sealed, and the sealed text shows nothing of it", () => {
    const sealed = seal("-----BEGIN PRIVATE KEY-----", "wallet:apple", SECRET);
    expect(sealed).not.toContain("PRIVATE");
    expect(open(sealed, "wallet:apple", SECRET)).toBe("-----BEGIN PRIVATE KEY-----");
  });

  it("seals the same text differently each time", () => {
    expect(seal("x", "p", SECRET)).not.toBe(seal("x", "p", SECRET));
  });

  it("refuses another purpose, another secret and a changed text", () => {
    const sealed = seal("key", "wallet:apple", SECRET);
    expect(() => open(sealed, "wallet:google", SECRET)).toThrow();
    expect(() => open(sealed, "wallet:apple", `${SECRET}-other`)).toThrow();
    const [v, iv, tag, body = ""] = sealed.split(".");
    const changed = Buffer.from(body, "base64url");
    changed.writeUInt8(changed.readUInt8(0) ^ 1, 0);
    expect(() =>
      open([v, iv, tag, changed.toString("base64url")].join("."), "wallet:apple", SECRET),
    ).toThrow();
    expect(() => open("plain text", "wallet:apple", SECRET)).toThrow();
  });
});
