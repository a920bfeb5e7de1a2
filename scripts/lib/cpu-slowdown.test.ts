import { cpuSlowdownFor, medianIndex } from "./cpu-slowdown";

describe("cpuSlowdownFor", () => {
  it("gives Lighthouse's calculator's points", () => {
    expect(cpuSlowdownFor(150)).toBe(1);
    expect(cpuSlowdownFor(800)).toBe(2);
    expect(cpuSlowdownFor(1300)).toBe(3);
    expect(cpuSlowdownFor(1533)).toBe(4);
    expect(cpuSlowdownFor(1766)).toBe(5);
    expect(cpuSlowdownFor(2000)).toBeCloseTo(6, 1);
  });

  it("is linear between them", () => {
    // The machine on which the uncalibrated 4× scored 74–81.
    expect(cpuSlowdownFor(1028)).toBe(2.46);
    expect(cpuSlowdownFor(475)).toBe(1.5);
    expect(cpuSlowdownFor(1050)).toBe(2.5);
  });

  it("never speeds a host up: below 150 it is 1×", () => {
    expect(cpuSlowdownFor(100)).toBe(1);
    expect(cpuSlowdownFor(1)).toBe(1);
  });

  it("grows with the index, with no step at the seams", () => {
    let last = cpuSlowdownFor(100);
    for (let index = 100; index <= 2500; index += 1) {
      const multiplier = cpuSlowdownFor(index);
      expect(multiplier).toBeGreaterThanOrEqual(last);
      expect(multiplier - last).toBeLessThan(0.02);
      last = multiplier;
    }
  });

  it("refuses what is not an index", () => {
    expect(() => cpuSlowdownFor(Number.NaN)).toThrow();
    expect(() => cpuSlowdownFor(0)).toThrow();
  });
});

describe("medianIndex", () => {
  it("takes the middle run, or the mean of the two middle ones", () => {
    expect(medianIndex([900, 1400, 1000])).toBe(1000);
    expect(medianIndex([900, 1000, 1100, 2000])).toBe(1050);
  });

  it("skips runs that reported nothing", () => {
    expect(medianIndex([Number.NaN, 1200])).toBe(1200);
    expect(() => medianIndex([])).toThrow();
  });
});
