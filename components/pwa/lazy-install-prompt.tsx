"use client";

import dynamic from "next/dynamic";
import { useIdle } from "@/components/layout/use-idle";
import { catchInstallEvent } from "./install-event";
import { isOffered } from "./use-install-offer";

// From the moment this script runs, before hydration: Chromium may fire its event early.
if (typeof window !== "undefined") catchInstallEvent(isOffered);

const InstallPrompt = dynamic(() => import("./install-prompt").then((m) => m.InstallPrompt), {
  ssr: false,
});

/**
 * The install offer, loaded once the page is idle: it only ever shows on a phone that is not
 * running the app already, so its dialog and code stay out of every screen's first load.
 * Place it where its late appearance moves nothing above it.
 */
export function LazyInstallPrompt({ className }: { className?: string }) {
  const idle = useIdle();
  return idle ? <InstallPrompt className={className} /> : null;
}
