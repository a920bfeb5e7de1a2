import { normalizeCode, valueFromScan } from "./scan-text";

describe("valueFromScan", () => {
  it("takes the token from a dashboard address", () => {
    expect(valueFromScan("https://shop.example/user/dashboard?token=abc_DEF-123", "token")).toBe(
      "abc_DEF-123",
    );
  });
  it("takes the code from a verify address", () => {
    expect(valueFromScan(" http://localhost:3000/user/verify?code=ACDEF34679 ", "code")).toBe(
      "ACDEF34679",
    );
  });
  it("uses the raw trimmed text otherwise", () => {
    expect(valueFromScan("  plain-token  ", "token")).toBe("plain-token");
    expect(valueFromScan("https://shop.example/other", "token")).toBe("https://shop.example/other");
  });
});

describe("normalizeCode", () => {
  it("trims, upper-cases and drops spaces and dashes", () => {
    expect(normalizeCode(" acd-ef3 4679 ")).toBe("ACDEF34679");
    expect(normalizeCode("https://x.example/user/verify?code=acdef34679")).toBe("ACDEF34679");
  });
});
