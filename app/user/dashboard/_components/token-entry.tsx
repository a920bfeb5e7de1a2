"use client";

import { Loader2, Stamp } from "lucide-react";
import { lazy, Suspense, useId, useState } from "react";
import { PlainButton } from "@/components/ui/plain-button";
import { ModePanel, ModeTabs } from "./mode-tabs";
import { RedeemRefusal } from "./redeem-refusal";
import { useRewards } from "./rewards-dashboard";

// The decoder is large: it loads only when the customer opens the scanner tab (never on the
// server: the scanner tab is closed when the page is rendered).
const QrScanner = lazy(() =>
  import("@/components/scanner/later-qr-scanner").then((m) => ({ default: m.LaterQrScanner })),
);

type Mode = "scan" | "enter";

type Props = {
  /** The token's label and input (server-rendered; the input is read on submit). */
  field: React.ReactNode;
  /** Shown while the scanner's code loads. */
  scannerLoading: React.ReactNode;
};

export function TokenEntry({ field, scannerLoading }: Props) {
  const { redeem, pending, words } = useRewards();
  const modes = [
    { value: "scan", label: words.scanQr },
    { value: "enter", label: words.enterCode },
  ] as const;
  const [tab, setTab] = useState<Mode>("enter");
  const idBase = useId();

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const input = form.elements.namedItem("token-input");
    if (!(input instanceof HTMLInputElement)) return;
    if (await redeem(input.value)) form.reset();
  }

  return (
    <div className="flex min-w-0 flex-col gap-2">
      <ModeTabs
        modes={modes}
        value={tab}
        onChange={setTab}
        idBase={idBase}
        label={words.tabsLabel}
      />
      {/* Both panels exist (for the tabs' aria-controls); the scanner runs only while open. */}
      <ModePanel idBase={idBase} value="scan" open={tab === "scan"}>
        {tab === "scan" && (
          <Suspense fallback={scannerLoading}>
            <QrScanner onScan={(text) => void redeem(text)} hint={words.scanHint} />
          </Suspense>
        )}
      </ModePanel>
      <ModePanel idBase={idBase} value="enter" open={tab === "enter"}>
        {/* Kept while the scanner is open, so a half-typed token is still there on return. */}
        <form onSubmit={submit} className="space-y-3" noValidate>
          {field}
          <PlainButton type="submit" className="w-full" disabled={pending} data-testid="add-punch">
            {pending ? <Loader2 className="animate-spin" aria-hidden /> : <Stamp aria-hidden />}
            {words.addPunch}
          </PlainButton>
        </form>
      </ModePanel>
      <RedeemRefusal />
    </div>
  );
}
