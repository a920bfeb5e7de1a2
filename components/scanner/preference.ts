/** SPEC §3 "Scanner local preference": whether the camera was allowed, and which one was used. */
export type ScannerPreference = { hasPermission?: boolean; lastUsedCameraId?: string };

const KEY = "punchcard.scanner";

export function readPreference(): ScannerPreference {
  if (typeof window === "undefined") return {};
  try {
    return JSON.parse(window.localStorage.getItem(KEY) ?? "{}") as ScannerPreference;
  } catch {
    return {};
  }
}

export function writePreference(update: ScannerPreference) {
  try {
    window.localStorage.setItem(KEY, JSON.stringify({ ...readPreference(), ...update }));
  } catch {
    // Private mode or a full storage: the scanner simply won't remember.
  }
}
