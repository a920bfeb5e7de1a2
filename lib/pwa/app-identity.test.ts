import { shortName } from "./app-identity";

describe("shortName", () => {
  it("keeps a name that fits under an icon", () => {
    expect(shortName("Punchcard")).toBe("Punchcard");
    expect(shortName("  Bean There ")).toBe("Bean There");
  });
  it("uses the first word of a long name, or cuts it", () => {
    expect(shortName("Sunrise Coffee Roasters")).toBe("Sunrise");
    expect(shortName("Supercalifragilistic Vapes")).toBe("Supercalifr…");
  });
});
