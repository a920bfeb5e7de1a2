import { tokenStatus } from "./token-status";

const now = new Date("2026-11-23T10:00:00Z");
const past = "2026-11-23T09:59:59Z";
const future = "2026-11-23T10:10:00Z";

describe("tokenStatus", () => {
  it("a token nobody used, within its lifetime or with none, is unused", () => {
    expect(tokenStatus({ usedAt: null, voidedAt: null, expiresAt: future }, now)).toBe("unused");
    expect(tokenStatus({ usedAt: null, voidedAt: null, expiresAt: null }, now)).toBe("unused");
  });

  it("expires at the moment its lifetime ends, as the redemption refuses it", () => {
    expect(tokenStatus({ usedAt: null, voidedAt: null, expiresAt: past }, now)).toBe("expired");
    expect(tokenStatus({ usedAt: null, voidedAt: null, expiresAt: now }, now)).toBe("expired");
  });

  it("voided wins over expired, and used wins over both", () => {
    expect(tokenStatus({ usedAt: null, voidedAt: past, expiresAt: past }, now)).toBe("voided");
    expect(tokenStatus({ usedAt: past, voidedAt: past, expiresAt: past }, now)).toBe("used");
  });
});
