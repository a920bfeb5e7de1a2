/** The display-mode of an app opened from the home screen. */
export const STANDALONE = "(display-mode: standalone)";

/** Whether this page runs as the installed app (Android's display-mode, or iOS's own flag). */
export function isStandaloneApp(): boolean {
  return (
    window.matchMedia(STANDALONE).matches ||
    (navigator as Navigator & { standalone?: boolean }).standalone === true
  );
}
