"use client";

import { lazy, Suspense } from "react";
import { useIdle } from "@/components/layout/use-idle";
import { catchInstallEvent } from "./install-event";
import { isOffered } from "./use-install-offer";

// From the moment this script runs, before hydration: Chromium may fire its event early.
if (typeof window !== "undefined") catchInstallEvent(isOffered);

// React.lazy, not next/dynamic (whose runtime would join the first load): it mounts only in
// the browser, once idle.
const InstallPrompt = lazy(() =>
  import("./install-prompt").then((m) => ({ default: m.InstallPrompt })),
);

/**
 * The install offer, loaded once the page is idle: it only ever shows on a phone that is not
 * running the app already, so its dialog and code stay out of every screen's first load.
 * Place it where its late appearance moves nothing above it.
 */
export function LazyInstallPrompt({ className }: { className?: string }) {
  const idle = useIdle();
  return idle ? (
    <Suspense fallback={null}>
      <InstallPrompt className={className} />
    </Suspense>
  ) : null;
}
