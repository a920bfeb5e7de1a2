"use client";

import { clsx } from "clsx";
import { useFormatter, useTranslations } from "next-intl";

/**
 * How many punches the shown token carries, 1 up to the program's most (a customer buying three
 * coffees at once): choosing shows a new token at once. Buttons, each pressed or not, so the
 * choice reads without colour and a screen reader hears which one is on. Its words are
 * `card.tokenPunches` (the counter display and the admin's token screen both have `card`).
 */
export function TokenPunches({
  max,
  value,
  onChoose,
}: {
  max: number;
  value: number;
  onChoose: (punches: number) => void;
}) {
  const t = useTranslations("card.tokenPunches");
  const format = useFormatter();
  return (
    <div className="flex flex-col items-center gap-1.5" data-testid="token-punches">
      <p className="text-muted-foreground text-sm" id="token-punches-label">
        {t("label")}
      </p>
      <div role="group" aria-labelledby="token-punches-label" className="flex gap-2">
        {Array.from({ length: max }, (_, i) => i + 1).map((n) => (
          <button
            key={n}
            type="button"
            aria-pressed={n === value}
            onClick={() => n !== value && onChoose(n)}
            className={clsx(
              "focus-visible:ring-ring size-12 rounded-full border-2 text-lg font-bold tabular-nums focus-visible:ring-2 focus-visible:outline-none",
              n === value
                ? "border-primary bg-primary text-primary-foreground"
                : "border-input bg-background hover:bg-muted",
            )}
            data-testid={`token-punches-${n}`}
          >
            {format.number(n)}
          </button>
        ))}
      </div>
    </div>
  );
}
