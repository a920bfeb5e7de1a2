"use client";

import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import type { TimelinePage } from "@/components/rewards/ledger-timeline";
import { api, errorMessage } from "@/lib/http/fetcher";
import { customerLookupSchema, ENTER_USERNAME } from "@/lib/rewards/customer-schema";
import type { CardLook } from "@/components/rewards/program-card";
import { cardFromAnswer, type CardAnswer } from "@/components/rewards/use-card";
import type { CardView } from "@/lib/program/card";
import { CustomerView, type FoundCustomer } from "./customer-view";

type Found = { customer: FoundCustomer; card: CardView; history: TimelinePage };

type Props = {
  /** The program's card, for a customer who has none yet. */
  opening: Pick<CardView, "size" | "rewards">;
  look: CardLook;
  shopName: string;
};

/** Find a customer by their exact username, then show their card and history read-only. */
export function CustomerLookup({ opening, look, shopName }: Props) {
  const t = useTranslations("counter.customers");
  const text = useText();
  const [username, setUsername] = useState("");
  const [pending, setPending] = useState(false);
  const [found, setFound] = useState<Found | null>(null);
  const [error, setError] = useState<string | null>(null);
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
    const parsed = customerLookupSchema.safeParse({ username });
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
      </form>
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
