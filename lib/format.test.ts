import { formatNumber, formatXp } from "./format";

describe("number formatting", () => {
  it("groups thousands the same way everywhere", () => {
    expect(formatXp(20615)).toBe("20,615 XP");
    expect(formatXp(0)).toBe("0 XP");
    expect(formatNumber(1234567)).toBe("1,234,567");
    expect(formatNumber(15)).toBe("15");
  });
});
