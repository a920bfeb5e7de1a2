/** "or" between two ways in (a passkey, a password), as a quiet rule across the column. */
export function OrLine() {
  return (
    <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase" aria-hidden>
      <span className="bg-border h-px flex-1" />
      or
      <span className="bg-border h-px flex-1" />
    </div>
  );
}
