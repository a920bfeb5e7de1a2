import { formatMemberCode, readMemberCode } from "./member-code";

describe("member code", () => {
  it("reads a code typed with or without its dash, in any case, or scanned as printed", () => {
    expect(readMemberCode("K7QM-3XRT")).toBe("K7QM3XRT");
    expect(readMemberCode(" k7qm3xrt ")).toBe("K7QM3XRT");
    expect(readMemberCode(formatMemberCode("K7QM3XRT"))).toBe("K7QM3XRT");
  });

  it("refuses what cannot be a code: the search then reads it as a username", () => {
    expect(readMemberCode("maria")).toBeNull();
    expect(readMemberCode("K7QM-3XRT-9")).toBeNull();
    expect(readMemberCode("K7QM_3XRT")).toBeNull();
  });
});
