"use client";

import { CircleAlert, Clock, Loader2, Stamp } from "lucide-react";
import dynamic from "next/dynamic";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { Skeleton } from "@/components/ui/skeleton";
import { ModeTabs, panelId, tabId } from "./mode-tabs";
import type { Refusal } from "./use-redeem";

// The decoder is large: it loads only when the customer opens the scanner tab.
const QrScanner = dynamic(
  () => import("@/components/scanner/qr-scanner").then((m) => m.QrScanner),
  {
    ssr: false,
    loading: () => <Skeleton className="aspect-video w-full rounded-xl" />,
  },
);

const MODES = [
  { value: "scan", label: "Scan QR" },
  { value: "enter", label: "Enter Code" },
] as const;
type Mode = (typeof MODES)[number]["value"];

type Props = {
  redeem: (raw: string) => Promise<boolean>;
  pending: boolean;
  refusal: Refusal | null;
};

export function ScanTokenPanel({ redeem, pending, refusal }: Props) {
  const [tab, setTab] = useState<Mode>("enter");
  const idBase = useId();
  const [token, setToken] = useState("");

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    if (await redeem(token)) setToken("");
  }

  return (
    <Card data-testid="scan-token">
      <CardHeader>
        <CardTitle>Scan Token</CardTitle>
        <CardDescription>Scan the QR code the shop shows you, or type its code.</CardDescription>
      </CardHeader>
      <CardContent>
        <div className="flex min-w-0 flex-col gap-2">
          <ModeTabs
            modes={MODES}
            value={tab}
            onChange={setTab}
            idBase={idBase}
            label="How to add a punch"
          />
          {/* Both panels exist (for the tabs' aria-controls); only the open one has content. */}
          <div
            role="tabpanel"
            id={panelId(idBase, "scan")}
            aria-labelledby={tabId(idBase, "scan")}
            hidden={tab !== "scan"}
            className="pt-3"
          >
            {tab === "scan" && (
              <QrScanner
                onScan={(text) => void redeem(text)}
                hint="Point your camera at the punch QR code."
              />
            )}
          </div>
          <div
            role="tabpanel"
            id={panelId(idBase, "enter")}
            aria-labelledby={tabId(idBase, "enter")}
            hidden={tab !== "enter"}
            className="pt-3"
          >
            {tab === "enter" && (
              <form onSubmit={submit} className="space-y-3" noValidate>
                <Label htmlFor="token-input">Token</Label>
                <Input
                  id="token-input"
                  value={token}
                  onChange={(e) => setToken(e.target.value)}
                  placeholder="Paste or type the token"
                  autoComplete="off"
                  autoCapitalize="none"
                  data-testid="token-input"
                />
                <Button type="submit" className="w-full" disabled={pending} data-testid="add-punch">
                  {pending ? (
                    <Loader2 className="animate-spin" aria-hidden />
                  ) : (
                    <Stamp aria-hidden />
                  )}
                  Add Punch
                </Button>
              </form>
            )}
          </div>
          {refusal && (
            <div
              className="border-warning/40 bg-warning/5 mt-3 flex gap-2 rounded-lg border p-3 text-sm"
              data-testid="redeem-refusal"
            >
              {refusal.wait ? (
                <Clock className="text-warning mt-0.5 size-4 shrink-0" aria-hidden />
              ) : (
                <CircleAlert className="text-warning mt-0.5 size-4 shrink-0" aria-hidden />
              )}
              <p className="min-w-0 font-medium wrap-anywhere">{refusal.message}</p>
            </div>
          )}
        </div>
      </CardContent>
    </Card>
  );
}
