import { CODE_ALPHABET, invitationPath, newCode, readCode } from "./code";

describe("invitation codes", () => {
  it("are 8 characters of the unambiguous alphabet, different each time", () => {
    const codes = Array.from({ length: 200 }, newCode);
    for (const code of codes) expect(code).toMatch(/^[ABCDEFGHJKMNPQRSTUVWXYZ2-9]{8}$/);
    expect(new Set(codes).size).toBe(codes.length);
    expect(CODE_ALPHABET).not.toMatch(/[01OIL]/);
  });

  it("read a typed code whatever its case and spaces", () => {
    expect(readCode(" abcd efgh ")).toBe("ABCDEFGH");
    expect(readCode("abcd-efgh")).toBe("ABCDEFGH");
    expect(readCode("ABCDEFG")).toBeNull();
    expect(readCode("ABCDEFG0")).toBeNull();
    expect(readCode("")).toBeNull();
  });

  it("name the invitation's address", () => {
    expect(invitationPath("ABCDEFGH")).toBe("/i/ABCDEFGH");
  });
});
