import { formatAverage, preview, wasEdited } from "./format";

describe("preview", () => {
  it("keeps short text whole", () => {
    expect(preview("Hello there")).toEqual({ text: "Hello there", truncated: false });
    const exact = "x".repeat(300);
    expect(preview(exact)).toEqual({ text: exact, truncated: false });
  });

  it("cuts long text at 300 characters at most, preferring a word boundary", () => {
    const words = "lorem ipsum ".repeat(40);
    const { text, truncated } = preview(words);
    expect(truncated).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(301);
    expect(text.length).toBeGreaterThan(240);
    expect(text).not.toMatch(/\s…$/);
  });

  it("cuts a long unbroken word at exactly 300", () => {
    const { text } = preview("y".repeat(500));
    expect(text).toBe(`${"y".repeat(300)}…`);
  });
});

describe("formatAverage", () => {
  it("shows one decimal, 0.0 when there are no reviews", () => {
    expect(formatAverage(null)).toBe("0.0");
    expect(formatAverage(4)).toBe("4.0");
    expect(formatAverage(13 / 3)).toBe("4.3");
    expect(formatAverage(4.25)).toBe("4.3");
  });
});

describe("wasEdited", () => {
  it("is false for a fresh row and true after an edit", () => {
    expect(wasEdited("2024-05-01T10:00:00.000Z", "2024-05-01T10:00:00.000Z")).toBe(false);
    expect(wasEdited("2024-05-01T10:00:00.000Z", "2024-05-01T12:30:00.000Z")).toBe(true);
  });
});
