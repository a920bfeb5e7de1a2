"use client";

import { Star } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef } from "react";
import { cn } from "@/lib/utils";

/** Five 44px star buttons as one radio group: arrow keys move the rating like any radio group. */
export function StarInput({
  value,
  onChange,
  labelledBy,
}: {
  value: number;
  onChange: (rating: number) => void;
  labelledBy: string;
}) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const t = useTranslations("customer.reviews");

  function onKeyDown(event: React.KeyboardEvent<HTMLElement>) {
    // The stars run the reading way: in Arabic the next star is on the left.
    const rtl = event.currentTarget.closest("[dir]")?.getAttribute("dir") === "rtl";
    const forward = rtl ? "ArrowLeft" : "ArrowRight";
    const back = rtl ? "ArrowRight" : "ArrowLeft";
    const step =
      event.key === forward || event.key === "ArrowUp"
        ? 1
        : event.key === back || event.key === "ArrowDown"
          ? -1
          : 0;
    if (!step) return;
    event.preventDefault();
    const next = Math.min(5, Math.max(1, value + step));
    onChange(next);
    refs.current[next - 1]?.focus();
  }

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      className="flex"
      onKeyDown={onKeyDown}
      data-testid="star-input"
    >
      {[1, 2, 3, 4, 5].map((n) => (
        <button
          key={n}
          ref={(el) => {
            refs.current[n - 1] = el;
          }}
          type="button"
          role="radio"
          aria-checked={value === n}
          aria-label={t("stars", { count: n })}
          tabIndex={value === n ? 0 : -1}
          onClick={() => onChange(n)}
          className="focus-visible:ring-ring/50 flex size-11 items-center justify-center rounded-md outline-none focus-visible:ring-[3px]"
        >
          <Star
            aria-hidden
            className={cn(
              "size-7 transition-colors",
              n <= value
                ? "fill-amber-400 text-amber-400"
                : "text-muted-foreground/50 fill-transparent",
            )}
          />
        </button>
      ))}
    </div>
  );
}
