"use client";

import { useTranslations } from "next-intl";
import { PLACEHOLDERS } from "@/lib/messaging/placeholders";

/**
 * The placeholders a message may use and what each becomes; each a button that writes it where
 * the cursor was, in the title or the message. The tokens stay as they are in every language:
 * they are what the sender fills.
 */
export function PlaceholderList({ onInsert }: { onInsert: (token: string) => void }) {
  const t = useTranslations("adminSettings.messages.placeholders");
  return (
    <div className="space-y-2" data-testid="placeholders">
      <p className="text-sm font-medium">{t("title")}</p>
      <ul className="space-y-1.5">
        {PLACEHOLDERS.map(({ key, token }) => (
          <li key={token} className="flex items-start gap-2 text-sm">
            <button
              type="button"
              onClick={() => onInsert(token)}
              className="bg-secondary text-secondary-foreground hover:bg-secondary/80 focus-visible:ring-ring/50 min-w-22 shrink-0 rounded-md px-2 py-1 text-start font-mono text-xs outline-none focus-visible:ring-[3px]"
              aria-label={t("add", { token, meaning: t(`meanings.${key}`) })}
              dir="ltr"
            >
              {token}
            </button>
            <span className="text-muted-foreground pt-0.5">{t(`meanings.${key}`)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
