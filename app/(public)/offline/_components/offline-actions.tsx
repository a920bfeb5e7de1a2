"use client";

import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { Button } from "@/components/ui/button";

/**
 * Browsers also fire 'online' for a network that cannot reach us (and Chromium sometimes
 * as a page opens), so ask the server before reloading. The manifest is small and never
 * comes from the service worker's caches.
 */
async function serverReachable() {
  try {
    const answer = await fetch("/manifest.webmanifest", { method: "HEAD", cache: "no-store" });
    return answer.ok;
  } catch {
    return false;
  }
}

/** How often a page back online asks whether the server answers yet. */
const RETRY_MS = 2000;

/**
 * 'Try again', and a reload on its own when the connection returns. The service worker
 * shows this page in place of the one asked for, so a reload fetches that page again.
 */
export function OfflineActions() {
  const t = useTranslations("public.offline");
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    let busy = false;
    // The 'online' event is not always sent (Chromium 150 sends none to a page its service
    // worker answered while offline), and the connection can come back a moment before the
    // server answers: so besides the event, look every couple of seconds while shown.
    const tryReload = async () => {
      if (busy || !navigator.onLine) return;
      busy = true;
      if (await serverReachable()) {
        setReloading(true);
        window.location.reload();
        return;
      }
      busy = false;
    };
    // Only while standing in for another page, or opened with no connection: /offline opened
    // online would otherwise reload itself for ever.
    const standIn = window.location.pathname !== "/offline" || !navigator.onLine;
    const timer = standIn ? setInterval(tryReload, RETRY_MS) : undefined;
    window.addEventListener("online", tryReload);
    return () => {
      clearInterval(timer);
      window.removeEventListener("online", tryReload);
    };
  }, []);

  function retry() {
    setReloading(true);
    window.location.reload();
  }

  return (
    <div className="flex flex-col items-center gap-2">
      <Button
        size="lg"
        className="w-full"
        onClick={retry}
        disabled={reloading}
        data-testid="offline-retry"
      >
        <RefreshCw aria-hidden className={reloading ? "animate-spin" : undefined} /> {t("retry")}
      </Button>
      <p className="text-muted-foreground text-sm" aria-live="polite" data-testid="offline-status">
        {reloading ? t("reconnecting") : t("willReload")}
      </p>
    </div>
  );
}
