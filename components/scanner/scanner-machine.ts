/** The scanner's states (SPEC §4): not started, scanning, paused. */
export type ScannerState = "idle" | "scanning" | "paused";
export type ScannerEvent = "start" | "pause" | "resume" | "stop";

const transitions: Record<ScannerState, Partial<Record<ScannerEvent, ScannerState>>> = {
  idle: { start: "scanning" },
  scanning: { pause: "paused", stop: "idle" },
  paused: { resume: "scanning", stop: "idle" },
};

/** The next state, or null when the event is not allowed (e.g. pausing a stopped scanner). */
export function nextState(state: ScannerState, event: ScannerEvent): ScannerState | null {
  return transitions[state][event] ?? null;
}

/** Image files may only be scanned while the camera is off. */
export function canScanFile(state: ScannerState): boolean {
  return state === "idle";
}

export type Point = { x: number; y: number };

/** Area of the box around a code's corner points: the scanner picks the largest code. */
export function boxArea(points: Point[]): number {
  if (points.length === 0) return 0;
  const xs = points.map((p) => p.x);
  const ys = points.map((p) => p.y);
  return (Math.max(...xs) - Math.min(...xs)) * (Math.max(...ys) - Math.min(...ys));
}

export function largest<T extends { points: Point[] }>(found: T[]): T | null {
  let best: T | null = null;
  for (const f of found) if (!best || boxArea(f.points) > boxArea(best.points)) best = f;
  return best;
}

/** Decoder noise that only means "nothing in this frame yet". */
export function isNoCodeError(error: unknown): boolean {
  const text = String((error as { message?: string })?.message ?? error ?? "");
  const name = String((error as { name?: string })?.name ?? "");
  return (
    text.includes("No MultiFormat Readers") ||
    name === "NotFoundException" ||
    name === "ChecksumException" ||
    name === "FormatException"
  );
}
