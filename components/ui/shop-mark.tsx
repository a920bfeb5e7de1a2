/**
 * The shop's mark (lucide's "stamp"), drawn as plain SVG. lucide-react's icons are client
 * components (their Icon reads a React context), so even one rendered by a server component
 * ships the icon library to the browser; the screens a new customer opens first (/login,
 * /join) draw this instead and ship no script for it.
 */
export function ShopMark({ className }: { className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className}
      aria-hidden
    >
      <path d="M14 13V8.5C14 7 15 7 15 5a3 3 0 0 0-6 0c0 2 1 2 1 3.5V13" />
      <path d="M20 15.5a2.5 2.5 0 0 0-2.5-2.5h-11A2.5 2.5 0 0 0 4 15.5V17a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1z" />
      <path d="M5 22h14" />
    </svg>
  );
}
