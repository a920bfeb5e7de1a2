import { appNodeOptions, heapLimitMb } from "./memory";

describe("the app server's heap limit", () => {
  it("is a quarter of the machine's memory, between 192 MB and 1 GB", () => {
    expect(heapLimitMb(512)).toBe(192);
    expect(heapLimitMb(1024)).toBe(256);
    expect(heapLimitMb(2048)).toBe(512);
    expect(heapLimitMb(3000)).toBe(736);
    expect(heapLimitMb(24_105)).toBe(1024);
  });

  it("goes into NODE_OPTIONS beside what is there, and never over an operator's own", () => {
    expect(appNodeOptions("", 1024)).toBe("--max-old-space-size=256");
    expect(appNodeOptions("--enable-source-maps", 1024)).toBe(
      "--enable-source-maps --max-old-space-size=256",
    );
    expect(appNodeOptions("--max-old-space-size=700", 1024)).toBe("--max-old-space-size=700");
  });
});
