"use client";

import { ScanLine, Search, X } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Skeleton } from "@/components/ui/skeleton";
import { SubmitButton } from "@/components/ui/submit-button";
import type { TimelinePage } from "@/components/rewards/ledger-timeline";
import { api, errorMessage } from "@/lib/http/fetcher";
import { customerLookupSchema, ENTER_USERNAME } from "@/lib/rewards/customer-schema";
import type { CardLook } from "@/components/rewards/program-card";
import { cardFromAnswer, type CardAnswer } from "@/components/rewards/use-card";
import type { CardView } from "@/lib/program/card";
import { CustomerView, type FoundCustomer } from "./customer-view";

// The camera only when asked for: the counter's first load stays small.
const QrScanner = dynamic(
  () => import("@/components/scanner/qr-scanner").then((m) => m.QrScanner),
  { ssr: false, loading: () => <Skeleton className="aspect-video w-full rounded-xl" /> },
);

type Found = { customer: FoundCustomer; card: CardView; history: TimelinePage };

type Props = {
  /** The program's card, for a customer who has none yet. */
  opening: Pick<CardView, "size" | "rewards">;
  look: CardLook;
  shopName: string;
};

/**
 * Find a customer by their exact username or the member code on their wallet pass (typed, or
 * scanned from the pass's QR code with the counter device's camera), then show their card
 * and history read-only.
 */
export function CustomerLookup({ opening, look, shopName }: Props) {
  const t = useTranslations("counter.customers");
  const text = useText();
  const [username, setUsername] = useState("");
  const [pending, setPending] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [scanning, setScanning] = useState(false);
  // Bumped on every load, so the history starts again from its newest entry.
  const [version, setVersion] = useState(0);

  async function load(name: string) {
    const customer = await api<FoundCustomer>(
      `/customers/lookup?${new URLSearchParams({ username: name })}`,
    );
    const [answer, history] = await Promise.all([
      api<CardAnswer>(`/punchcard/${customer.id}`),
      api<TimelinePage>(`/users/${customer.id}/ledger?limit=20`),
    ]);
    return { customer, card: cardFromAnswer(answer, opening), history };
  }

  async function search(event: React.FormEvent) {
    event.preventDefault();
    await find(username);
  }

  async function find(text: string) {
    const parsed = customerLookupSchema.safeParse({ username: text });
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? ENTER_USERNAME);
      return;
    }
    setPending(true);
    setError(null);
    try {
      setFound(await load(parsed.data.username));
      setVersion((v) => v + 1);
    } catch (e) {
      setFound(null);
      setError(errorMessage(e, t("findFailed")));
    } finally {
      setPending(false);
    }
  }

  async function refresh() {
    if (!found) return;
    setFound(await load(found.customer.username));
    setVersion((v) => v + 1);
  }

  return (
    <div className="space-y-6">
      <form onSubmit={search} noValidate className="flex gap-2" data-testid="lookup-form">
        <div className="relative min-w-0 flex-1">
          <Search
            className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
            aria-hidden
          />
          <Input
            type="search"
            placeholder={t("username")}
            aria-label={t("username")}
            autoCapitalize="none"
            autoCorrect="off"
            autoComplete="off"
            className="ps-9"
            value={username}
            onChange={(e) => setUsername(e.target.value)}
            data-testid="lookup-username"
          />
        </div>
        <SubmitButton pending={pending} data-testid="lookup-submit">
          {t("find")}
        </SubmitButton>
        <Button
          type="button"
          variant="outline"
          size="icon"
          aria-label={scanning ? t("closeScanner") : t("scanPass")}
          aria-pressed={scanning}
          onClick={() => setScanning((on) => !on)}
          data-testid="lookup-scan"
        >
          {scanning ? <X aria-hidden /> : <ScanLine aria-hidden />}
        </Button>
      </form>
      {scanning && (
        <QrScanner
          hint={t("scanHint")}
          testId="lookup-scanner"
          onScan={(scanned) => {
            setScanning(false);
            setUsername(scanned);
            void find(scanned);
          }}
        />
      )}
      {error && (
        <p role="alert" className="text-destructive text-sm" data-testid="lookup-error">
          {text(error)}
        </p>
      )}
      {found && (
        <CustomerView
          key={version}
          customer={found.customer}
          card={found.card}
          look={look}
          shopName={shopName}
          history={found.history}
          onChanged={refresh}
        />
      )}
    </div>
  );
}
