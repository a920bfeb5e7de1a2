import { INBOX_PATH, safeLink } from "./link";

describe("safeLink", () => {
  it("keeps a path of the app", () => {
    expect(safeLink("/user/dashboard")).toBe("/user/dashboard");
    expect(safeLink("/user/tickets/5?from=push")).toBe("/user/tickets/5?from=push");
  });

  it("sends anything else to the inbox: other sites, protocol tricks, nothing at all", () => {
    for (const link of [
      "https://evil.example/",
      "//evil.example/path",
      "/\\evil.example",
      "javascript:alert(1)",
      "user/dashboard",
      "/user/ dashboard",
      "",
      null,
      undefined,
      42,
    ]) {
      expect(safeLink(link)).toBe(INBOX_PATH);
    }
  });
});
