/**
 * "or" between two ways in (a passkey, a password), as a quiet rule across the column. Its word
 * comes from the screen, which may be a first load without next-intl's client code.
 */
export function OrLine({ label }: { label: string }) {
  return (
    <div className="text-muted-foreground flex items-center gap-3 text-xs uppercase" aria-hidden>
      <span className="bg-border h-px flex-1" />
      {label}
      <span className="bg-border h-px flex-1" />
    </div>
  );
}
