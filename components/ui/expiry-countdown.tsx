"use client";

import { useFormatter, useTranslations } from "next-intl";
import { useEffect, useState } from "react";

const CLOCK = { hour: "2-digit", minute: "2-digit" } as const;

/**
 * "Expires at 14:32 (9:41 left)" under a shown token or sign-in QR, ticking each second, then
 * "Expired at 14:32" and what to do (`expiredHint`) once it would be refused. The clock is the
 * shop's (the provider's time zone), its digits the reader's.
 */
export function ExpiryCountdown({
  expiresAt,
  expiredHint,
  testId = "token-expiry",
}: {
  expiresAt: string;
  expiredHint: string;
  testId?: string;
}) {
  const t = useTranslations("common.expiry");
  const format = useFormatter();
  const at = new Date(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const expired = now >= at.getTime();

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  const clock = format.dateTime(at, CLOCK);
  const seconds = Math.max(0, Math.ceil((at.getTime() - now) / 1000));
  // Minutes and seconds as a clock shows them ("9:41"), in the reader's digits.
  const minutes = format.number(Math.floor(seconds / 60));
  const remaining = `${minutes}:${format.number(seconds % 60, { minimumIntegerDigits: 2 })}`;
  const text = expired
    ? t("expired", { clock, hint: expiredHint })
    : t.rich("expires", {
        clock,
        remaining,
        time: (chunks) => (
          <time dateTime={at.toISOString()}>
            <bdi>{chunks}</bdi>
          </time>
        ),
        left: (chunks) => <bdi className="tabular-nums">{chunks}</bdi>,
      });
  return (
    <p
      className={expired ? "text-destructive text-sm font-medium" : "text-muted-foreground text-sm"}
      data-testid={testId}
      data-expired={expired}
      role="status"
    >
      {text}
    </p>
  );
}
