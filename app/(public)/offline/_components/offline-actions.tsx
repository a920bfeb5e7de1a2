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

/**
 * 'Try again', and a reload on its own when the connection returns. The service worker
 * shows this page in place of the one asked for, so a reload fetches that page again.
 */
export function OfflineActions() {
  const t = useTranslations("public.offline");
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    const onOnline = async () => {
      if (!(await serverReachable())) return;
      setReloading(true);
      window.location.reload();
    };
    window.addEventListener("online", onOnline);
    return () => window.removeEventListener("online", onOnline);
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
