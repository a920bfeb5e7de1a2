"use client";

import { useSerwist } from "@serwist/turbopack/react";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { loadSonner } from "@/components/ui/toast";

const TOAST_ID = "pwa-update";
// A phone app stays open for days; look for a new deploy when it comes back to the front.
const CHECK_EVERY_MS = 60 * 60 * 1000;

/**
 * When a new deploy's service worker has installed and is waiting, a toast offers to
 * reload. Reload tells the waiting worker to take over, then reloads once it controls the
 * page, so old and new code never mix on one screen.
 */
export function UpdatePrompt() {
  const { serwist } = useSerwist();
  const t = useTranslations("common.update");

  useEffect(() => {
    if (!serwist) return;
    const reloadWhenControlled = () => window.location.reload();
    const offer = () => {
      void loadSonner().then(({ toast }) =>
        toast(t("title"), {
          id: TOAST_ID,
          description: t("body"),
          duration: Infinity,
          // Sonner's action button is 24 px tall: a phone needs a 44 px target.
          actionButtonStyle: {
            height: 44,
            padding: "0 16px",
            fontSize: 14,
            borderRadius: 8,
            background: "var(--primary)",
            color: "var(--primary-foreground)",
          },
          action: {
            label: t("reload"),
            onClick: () => {
              serwist.addEventListener("controlling", reloadWhenControlled);
              serwist.messageSkipWaiting();
            },
          },
        }),
      );
    };
    let lastCheck = Date.now();
    const checkForUpdate = () => {
      if (document.visibilityState !== "visible" || Date.now() - lastCheck < CHECK_EVERY_MS) return;
      lastCheck = Date.now();
      void serwist.update().catch(() => undefined);
    };
    serwist.addEventListener("waiting", offer);
    document.addEventListener("visibilitychange", checkForUpdate);
    return () => {
      serwist.removeEventListener("waiting", offer);
      serwist.removeEventListener("controlling", reloadWhenControlled);
      document.removeEventListener("visibilitychange", checkForUpdate);
    };
  }, [serwist, t]);

  return null;
}
