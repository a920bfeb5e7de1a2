"use client";

import { Download, X } from "lucide-react";
import Image from "next/image";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { LaterIntlProvider } from "@/components/layout/later-intl-provider";
import { cn } from "@/lib/utils";
import { takeInstallEvent, useInstallEvent } from "./install-event";
import { IosSafariSteps, OtherBrowserSteps } from "./install-steps";
import { rememberDismissal, useInstallOffer } from "./use-install-offer";

/**
 * SPEC §2 Install prompt: 'Install App' and the 'Add to Home Screen' dialog, only on a phone
 * or tablet that is not already running the app from its home screen. On Android Chromium
 * the browser's own install dialog is used when it is available. Loaded after the first paint
 * (lazy-install-prompt.tsx), in the root layout's catalogue (later-intl.ts).
 */
export function InstallPrompt({ className }: { className?: string }) {
  return (
    <LaterIntlProvider>
      <Offer className={className} />
    </LaterIntlProvider>
  );
}

function Offer({ className }: { className?: string }) {
  const t = useTranslations("common.install");
  const offer = useInstallOffer();
  const [hidden, setHidden] = useState(false);
  const [open, setOpen] = useState(false);
  const { event: nativePrompt, installed } = useInstallEvent();

  if (!offer || hidden || installed) return null;

  function dismiss() {
    rememberDismissal();
    setOpen(false);
    setHidden(true);
  }

  async function install() {
    if (!nativePrompt) {
      setOpen(true);
      return;
    }
    // The event can be used once; a declined install counts as 'not now'.
    takeInstallEvent();
    await nativePrompt.prompt();
    const { outcome } = await nativePrompt.userChoice;
    if (outcome === "accepted") setHidden(true);
    else dismiss();
  }

  const iosFirst = offer.platform === "ios";
  return (
    <section
      aria-labelledby="install-app-title"
      data-testid="install-banner"
      className={cn("bg-card rounded-xl border p-4 shadow-sm", className)}
    >
      <div className="flex items-start gap-3">
        <Image
          src="/icons/icon-192.png"
          alt=""
          width={44}
          height={44}
          className="size-11 shrink-0 rounded-xl"
        />
        <div className="min-w-0 flex-1 pt-0.5">
          <h2 id="install-app-title" className="leading-tight font-semibold">
            {t("title")}
          </h2>
          <p className="text-muted-foreground text-sm">{t("body")}</p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-me-2 -mt-2"
          aria-label={t("notNow")}
          onClick={dismiss}
          data-testid="install-dismiss"
        >
          <X aria-hidden className="size-5" />
        </Button>
      </div>
      <Button className="mt-3 w-full" onClick={install} data-testid="install-app">
        <Download aria-hidden /> {t("installApp")}
      </Button>

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="install-dialog">
          <DialogHeader>
            <DialogTitle>{t("dialogTitle")}</DialogTitle>
            <DialogDescription>{t("dialogBody")}</DialogDescription>
          </DialogHeader>
          {/* This device's steps first, in reading order too. */}
          <div className="flex flex-col gap-3">
            {iosFirst ? (
              <>
                <IosSafariSteps inOtherBrowser={!offer.iosSafari} />
                <OtherBrowserSteps />
              </>
            ) : (
              <>
                <OtherBrowserSteps />
                <IosSafariSteps inOtherBrowser={false} />
              </>
            )}
          </div>
          <DialogFooter>
            <Button variant="outline" onClick={dismiss} data-testid="install-later">
              {t("later")}
            </Button>
            <Button onClick={() => setOpen(false)} data-testid="install-done">
              {t("done")}
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
