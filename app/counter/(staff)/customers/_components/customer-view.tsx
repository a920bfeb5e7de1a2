"use client";

import { useFormatter, useTranslations } from "next-intl";
import { SignInQrDialog } from "@/components/auth/sign-in-qr-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LedgerTimeline, type TimelinePage } from "@/components/rewards/ledger-timeline";
import { waitingRewards } from "@/components/rewards/card-messages";
import { HandOverRewards } from "@/components/rewards/hand-over-dialog";
import { useCardWords } from "@/components/rewards/use-card-words";
import { ProgramCard, type CardLook } from "@/components/rewards/program-card";
import { TierBadge } from "@/components/rewards/tier-badge";
import { TranslatedXpBar } from "@/components/rewards/translated-xp-bar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import type { Serialized } from "@/lib/http/serialized";
import type { CardView } from "@/lib/program/card";
import type { CustomerCard } from "@/lib/users/lookup";
import { MOMENT } from "@/lib/i18n/dates";

/** A customer as GET /api/customers/lookup answers it. */
export type FoundCustomer = Serialized<CustomerCard>;

/** What staff see of a customer: card, level, last visits and history, read-only but for the hand-over. */
export function CustomerView({
  customer: c,
  card,
  look,
  shopName,
  history,
  onChanged,
}: {
  customer: FoundCustomer;
  card: CardView;
  look: CardLook;
  shopName: string;
  history: TimelinePage;
  onChanged: () => Promise<void>;
}) {
  const t = useTranslations("counter.customers");
  const words = useCardWords(shopName);
  const format = useFormatter();
  const reached = waitingRewards(card).length > 0;
  return (
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-2" data-testid="customer">
      <Card>
        <CardHeader className="gap-2">
          <CardTitle className="min-w-0 text-xl break-words" data-testid="customer-username">
            {c.username}
          </CardTitle>
          {c.name && <p className="text-muted-foreground min-w-0 text-sm break-words">{c.name}</p>}
          <div className="flex flex-wrap items-center gap-2">
            <TierBadge level={c.level} />
            <Badge variant="secondary" data-testid="customer-level">
              {t("level", { level: c.level })}
            </Badge>
            <span className="text-muted-foreground text-sm">{t("xp", { xp: c.xp })}</span>
            {c.earningBlocked && (
              <Badge variant="destructive" data-testid="customer-blocked">
                {t("blocked")}
              </Badge>
            )}
          </div>
          <div>
            <SignInQrDialog customer={c} />
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <TranslatedXpBar xp={c.xp} />
          <ProgramCard
            card={card}
            look={look}
            shopName={shopName}
            words={words}
            countTestId="customer-punches"
          />
          {reached && (
            <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              <p className="font-semibold" data-testid="customer-complete">
                {card.isComplete ? t("cardComplete") : t("rewardReady")}
              </p>
              <HandOverRewards
                userId={c.id}
                name={c.username}
                card={card}
                onDone={onChanged}
                align="start"
              />
            </div>
          )}
          <section aria-labelledby="visits-title" className="space-y-1">
            <h2 id="visits-title" className="text-sm font-medium">
              {t("lastVisits")}
            </h2>
            {c.lastVisits.length === 0 ? (
              <EmptyState bare compact title={t("noVisits")} />
            ) : (
              <ul className="text-muted-foreground text-sm" data-testid="customer-visits">
                {c.lastVisits.map((at, i) => (
                  <li key={`${i}-${at}`}>
                    <time dateTime={new Date(at).toISOString()}>
                      {format.dateTime(new Date(at), MOMENT)}
                    </time>
                  </li>
                ))}
              </ul>
            )}
          </section>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>{t("history")}</CardTitle>
        </CardHeader>
        <CardContent>
          <LedgerTimeline userId={c.id} initialPage={history} />
        </CardContent>
      </Card>
    </div>
  );
}
