"use client";

import { lazy, Suspense } from "react";
import { useIdle } from "@/components/layout/use-idle";

// React.lazy once idle, like the install offer: the ask and its dialog stay out of the first load.
// It brings next-intl's client code with it, for the root layout's words (LaterPushAsk).
const PushAsk = lazy(() => import("./push-ask").then((m) => ({ default: m.LaterPushAsk })));

/** The ask for notifications, loaded once the page is idle. Place it where it moves nothing up. */
export function LazyPushAsk({ where }: { where: "inbox" | "dashboard" }) {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <PushAsk where={where} />
    </Suspense>
  ) : null;
}
