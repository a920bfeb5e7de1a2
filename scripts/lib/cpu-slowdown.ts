// The CPU slowdown that makes this host stand in for Lighthouse's mid-tier phone. Lighthouse's
// default 4× assumes a high-end desktop; on a slower host the same 4× simulates a phone far
// slower than the one the score is meant for. Lighthouse's throttling docs (docs/throttling.md,
// "Calibrating the CPU slowdown") point to its calculator, whose piecewise-linear map from the
// host's `benchmarkIndex` this is: 150 → 1×, 800 → 2×, 1300 → 3×, then 1× more every 233
// (1533 → 4×, 2000 → 6×). Below 150 the host is already slower than the target phone: 1×.

/** The multiplier for a host's Lighthouse `benchmarkIndex`, rounded to two decimals. */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) {
    throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  }
  let multiplier: number;
  if (benchmarkIndex >= 1300) multiplier = 3 + (benchmarkIndex - 1300) / 233;
  else if (benchmarkIndex >= 800) multiplier = 2 + (benchmarkIndex - 800) / 500;
  else if (benchmarkIndex >= 150) multiplier = 1 + (benchmarkIndex - 150) / 650;
  else multiplier = 1;
  return Math.round(multiplier * 100) / 100;
}

/** The median of a few calibration runs' indexes: one run on a busy machine can be far off. */
export function medianIndex(indexes: number[]): number {
  const usable = indexes.filter((i) => Number.isFinite(i) && i > 0).sort((a, b) => a - b);
  if (!usable.length) throw new Error("no calibration run reported a benchmark index");
  const middle = Math.floor(usable.length / 2);
  const at = (i: number) => usable[i] ?? Number.NaN;
  return usable.length % 2 ? at(middle) : (at(middle - 1) + at(middle)) / 2;
}
