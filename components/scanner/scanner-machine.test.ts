import { boxArea, canScanFile, isNoCodeError, largest, nextState } from "./scanner-machine";

describe("scanner state machine", () => {
  it("starts, pauses, resumes and stops", () => {
    expect(nextState("idle", "start")).toBe("scanning");
    expect(nextState("scanning", "pause")).toBe("paused");
    expect(nextState("paused", "resume")).toBe("scanning");
    expect(nextState("scanning", "stop")).toBe("idle");
    expect(nextState("paused", "stop")).toBe("idle");
  });
  it("refuses what SPEC §4 forbids", () => {
    expect(nextState("idle", "pause")).toBeNull();
    expect(nextState("idle", "resume")).toBeNull();
    expect(nextState("scanning", "resume")).toBeNull();
    expect(nextState("paused", "pause")).toBeNull();
    expect(nextState("scanning", "start")).toBeNull();
  });
  it("scans files only when not started", () => {
    expect(canScanFile("idle")).toBe(true);
    expect(canScanFile("scanning")).toBe(false);
    expect(canScanFile("paused")).toBe(false);
  });
});

describe("largest code", () => {
  it("picks the code with the biggest box", () => {
    const small = {
      text: "a",
      points: [
        { x: 0, y: 0 },
        { x: 10, y: 10 },
      ],
    };
    const big = {
      text: "b",
      points: [
        { x: 0, y: 0 },
        { x: 50, y: 40 },
      ],
    };
    expect(boxArea(big.points)).toBe(2000);
    expect(largest([small, big])?.text).toBe("b");
    expect(largest([])).toBeNull();
  });
  it("ignores 'No MultiFormat Readers' noise", () => {
    expect(isNoCodeError(new Error("No MultiFormat Readers were able to detect the code."))).toBe(
      true,
    );
    expect(isNoCodeError(new Error("Permission denied"))).toBe(false);
  });
});
