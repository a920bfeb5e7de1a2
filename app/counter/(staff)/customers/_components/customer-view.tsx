"use client";

import { SignInQrDialog } from "@/components/auth/sign-in-qr-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { LedgerTimeline, type TimelinePage } from "@/components/rewards/ledger-timeline";
import { REWARD_READY, waitingRewards } from "@/components/rewards/card-messages";
import { HandOverRewards } from "@/components/rewards/hand-over-dialog";
import { ProgramCard, type CardLook } from "@/components/rewards/program-card";
import { TierBadge } from "@/components/rewards/tier-badge";
import { XpBar } from "@/components/rewards/xp-bar";
import { Badge } from "@/components/ui/badge";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { LocalDate, SHORT_DATE_TIME } from "@/components/ui/local-date";
import { formatNumber, formatXp } from "@/lib/format";
import type { Serialized } from "@/lib/http/serialized";
import type { CardView } from "@/lib/program/card";
import { CARD_COMPLETE_TITLE } from "@/lib/rewards/messages";
import type { CustomerCard } from "@/lib/users/lookup";

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
              Level {formatNumber(c.level)}
            </Badge>
            <span className="text-muted-foreground text-sm">{formatXp(c.xp)}</span>
            {c.earningBlocked && (
              <Badge variant="destructive" data-testid="customer-blocked">
                Earning blocked
              </Badge>
            )}
          </div>
          <div>
            <SignInQrDialog customer={c} />
          </div>
        </CardHeader>
        <CardContent className="space-y-4">
          <XpBar xp={c.xp} />
          <ProgramCard card={card} look={look} shopName={shopName} countTestId="customer-punches" />
          {reached && (
            <div className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-3 text-amber-950">
              <p className="font-semibold" data-testid="customer-complete">
                {card.isComplete ? CARD_COMPLETE_TITLE : REWARD_READY}
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
              Last visits
            </h2>
            {c.lastVisits.length === 0 ? (
              <EmptyState bare compact title="No visits yet." />
            ) : (
              <ul className="text-muted-foreground text-sm" data-testid="customer-visits">
                {c.lastVisits.map((at, i) => (
                  <li key={`${i}-${at}`}>
                    <LocalDate value={at} options={SHORT_DATE_TIME} />
                  </li>
                ))}
              </ul>
            )}
          </section>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>History</CardTitle>
        </CardHeader>
        <CardContent>
          <LedgerTimeline userId={c.id} initialPage={history} />
        </CardContent>
      </Card>
    </div>
  );
}
