/**
 * The busy mark inside a button while its request runs. Plain CSS (no icon library), so a
 * screen's first load can carry it for nothing.
 */
export function Spinner() {
  return (
    <span
      aria-hidden
      className="size-4 animate-spin rounded-full border-2 border-current border-t-transparent"
    />
  );
}
