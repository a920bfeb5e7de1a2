// Types of cpu-slowdown.mjs (scripts load that file as it is, so it stays plain JavaScript).
export function cpuSlowdownFor(benchmarkIndex: number): number;
export function medianIndex(indexes: number[]): number;
