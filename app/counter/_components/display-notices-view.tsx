"use client";

import { CircleAlert, UserPlus } from "lucide-react";
import { useTranslations } from "next-intl";
import type { CounterEvent, CounterRefusal } from "@/lib/counter/event";
import { useRefusalText } from "./use-refusal-text";

type Props = { welcome: CounterEvent | null; refusal: CounterRefusal | null };

/**
 * Over the QR, after the scan's own screen is gone: who was just refused and why, and the new
 * customer the cashier should greet. The QR stays below, so the next customer can scan.
 */
export function DisplayNotices({ welcome, refusal }: Props) {
  const t = useTranslations("counter.notices");
  const refusalText = useRefusalText();
  if (!welcome && !refusal) return null;
  const refused = refusal && refusalText(refusal);
  const greeting =
    welcome &&
    t.rich("newCustomer", {
      name: welcome.maskedName,
      label: (chunks) => <span className="font-semibold">{chunks}</span>,
      who: (chunks) => (
        <bdi className="font-bold break-all" data-testid="counter-welcome-name">
          {chunks}
        </bdi>
      ),
    });
  return (
    <div className="flex w-full max-w-xl flex-col gap-2">
      {refusal && refused && (
        <div
          role="alert"
          className="border-destructive/40 bg-destructive/10 flex items-start gap-3 rounded-xl border px-5 py-3"
          data-testid="counter-refused"
        >
          <CircleAlert aria-hidden className="text-destructive mt-1 size-6 shrink-0" />
          <div className="min-w-0">
            <p className="text-xl font-bold break-all" data-testid="counter-refused-name">
              <bdi>{refusal.maskedName}</bdi>
            </p>
            <p className="font-semibold" data-testid="counter-refused-title">
              {refused.title}
            </p>
            <p className="text-muted-foreground text-base" data-testid="counter-refused-reason">
              {refused.reason}
            </p>
          </div>
        </div>
      )}
      {welcome && (
        <div
          role="status"
          className="border-primary/40 bg-primary/10 flex items-center gap-3 rounded-xl border px-5 py-3"
          data-testid="counter-welcome"
        >
          <UserPlus aria-hidden className="text-primary size-6 shrink-0" />
          <p className="min-w-0 text-xl">{greeting}</p>
        </div>
      )}
    </div>
  );
}
