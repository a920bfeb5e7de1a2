"use client";

import { Download, X } from "lucide-react";
import Image from "next/image";
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
import { cn } from "@/lib/utils";
import { takeInstallEvent, useInstallEvent } from "./install-event";
import { IosSafariSteps, OtherBrowserSteps } from "./install-steps";
import { rememberDismissal, useInstallOffer } from "./use-install-offer";

/**
 * SPEC §2 Install prompt: 'Install App' and the 'Add to Home Screen' dialog, only on a phone
 * or tablet that is not already running the app from its home screen. On Android Chromium
 * the browser's own install dialog is used when it is available.
 */
export function InstallPrompt({ className }: { className?: string }) {
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
            Get the app
          </h2>
          <p className="text-muted-foreground text-sm">
            Open your loyalty card with one tap from your home screen.
          </p>
        </div>
        <Button
          variant="ghost"
          size="icon"
          className="-me-2 -mt-2"
          aria-label="Not now"
          onClick={dismiss}
          data-testid="install-dismiss"
        >
          <X aria-hidden className="size-5" />
        </Button>
      </div>
      <Button className="mt-3 w-full" onClick={install} data-testid="install-app">
        <Download aria-hidden /> Install App
      </Button>

      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent data-testid="install-dialog">
          <DialogHeader>
            <DialogTitle>Add to Home Screen</DialogTitle>
            <DialogDescription>
              Install the app to open your loyalty card with one tap. It runs full screen, like any
              other app.
            </DialogDescription>
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
              Maybe later
            </Button>
            <Button onClick={() => setOpen(false)} data-testid="install-done">
              Done
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </section>
  );
}
