"use client";

import { useEffect, useState } from "react";

const CLOCK: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };

function remaining(expiresAt: Date, now: number) {
  const seconds = Math.max(0, Math.ceil((expiresAt.getTime() - now) / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * "Expires at 14:32 (9:41 left)" under a shown token or sign-in QR, ticking each second, then
 * "Expired at 14:32" and what to do (`expiredHint`) once it would be refused.
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
  const at = new Date(expiresAt);
  const [now, setNow] = useState(() => Date.now());
  const expired = now >= at.getTime();

  useEffect(() => {
    if (expired) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [expired]);

  const clock = at.toLocaleTimeString(undefined, CLOCK);
  return (
    <p
      className={expired ? "text-destructive text-sm font-medium" : "text-muted-foreground text-sm"}
      data-testid={testId}
      data-expired={expired}
      role="status"
    >
      {expired ? (
        <>
          Expired at {clock}. {expiredHint}
        </>
      ) : (
        <>
          Expires at <time dateTime={at.toISOString()}>{clock}</time>{" "}
          <span className="tabular-nums">({remaining(at, now)} left)</span>
        </>
      )}
    </p>
  );
}
