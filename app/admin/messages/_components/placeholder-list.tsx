"use client";

import { PLACEHOLDERS } from "@/lib/messages/placeholders";

/**
 * The placeholders a message may use and what each becomes; each a button that writes it where
 * the cursor was, in the title or the message.
 */
export function PlaceholderList({ onInsert }: { onInsert: (token: string) => void }) {
  return (
    <div className="space-y-2" data-testid="placeholders">
      <p className="text-sm font-medium">Placeholders</p>
      <ul className="space-y-1.5">
        {PLACEHOLDERS.map(({ token, meaning }) => (
          <li key={token} className="flex items-start gap-2 text-sm">
            <button
              type="button"
              onClick={() => onInsert(token)}
              className="bg-secondary text-secondary-foreground hover:bg-secondary/80 focus-visible:ring-ring/50 min-w-22 shrink-0 rounded-md px-2 py-1 text-start font-mono text-xs outline-none focus-visible:ring-[3px]"
              aria-label={`Add ${token}: ${meaning}`}
            >
              {token}
            </button>
            <span className="text-muted-foreground pt-0.5">{meaning}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
