"use client";

import { LOAD_PUNCH_CARDS_FAILED } from "@/lib/rewards/staff-messages";
import { Search } from "lucide-react";
import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { useEffect, useEffectEvent, useState } from "react";
import { TierBadge } from "@/components/rewards/tier-badge";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import { notify } from "@/components/ui/toast";
import { EmptyState } from "@/components/ui/empty-state";
import { api } from "@/lib/http/fetcher";
import { waitingRewards } from "@/components/rewards/card-messages";
import type { CardLook } from "@/components/rewards/program-card";
import type { CardView } from "@/lib/program/card";
import { CardDetailDialog } from "./card-detail-dialog";
import { rowCard, type CardRow } from "./card-row";

type Page = { cards: CardRow[]; hasMore: boolean };

type Props = {
  initial: Page;
  opening: Pick<CardView, "size" | "rewards">;
  look: CardLook;
  shopName: string;
};

export function PunchCardGrid({ initial, opening, look, shopName }: Props) {
  const t = useTranslations("adminCounter.cards");
  const text = useText();
  const [page, setPage] = useState(initial);
  const [search, setSearch] = useState("");
  const [open, setOpen] = useState<CardRow | null>(null);
  const [loading, setLoading] = useState(false);

  // The search runs a quarter second after the last keystroke; the load reads the words of
  // the render it runs in, so a language change does not restart the wait.
  const searchNow = useEffectEvent((term: string) => void load(term, 0));
  useEffect(() => {
    if (search === "") return;
    const timer = setTimeout(() => searchNow(search), 250);
    return () => clearTimeout(timer);
  }, [search]);

  async function load(term: string, offset: number) {
    setLoading(true);
    try {
      const next = await api<Page>(
        `/admin/punchcards?limit=48&offset=${offset}&search=${encodeURIComponent(term)}`,
      );
      setPage((p) =>
        offset === 0 ? next : { cards: [...p.cards, ...next.cards], hasMore: next.hasMore },
      );
    } catch {
      notify.error(t("error"), text(LOAD_PUNCH_CARDS_FAILED));
    } finally {
      setLoading(false);
    }
  }

  function updated(row: CardRow) {
    setPage((p) => ({ ...p, cards: p.cards.map((c) => (c.id === row.id ? row : c)) }));
    setOpen(row);
  }

  return (
    <div className="space-y-4">
      <div className="relative max-w-sm">
        <Search
          className="text-muted-foreground pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2"
          aria-hidden
        />
        <Input
          value={search}
          onChange={(e) => {
            setSearch(e.target.value);
            if (e.target.value === "") void load("", 0);
          }}
          placeholder={t("search")}
          aria-label={t("search")}
          className="ps-9"
        />
      </div>
      {page.cards.length === 0 ? (
        <EmptyState title={search ? t("noMatch") : t("empty")} />
      ) : (
        <ul
          className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-4"
          data-testid="punchcard-grid"
        >
          {page.cards.map((c) => {
            const card = rowCard(c, opening);
            const ready = waitingRewards(card).length;
            return (
              <li key={c.id} className="min-w-0">
                <button
                  type="button"
                  onClick={() => setOpen(c)}
                  className="w-full text-start"
                  data-testid="punchcard-item"
                  data-username={c.username}
                >
                  <Card className="gap-3 p-4 transition-shadow hover:shadow-md">
                    <div className="flex min-w-0 items-center justify-between gap-2">
                      <span
                        dir="auto"
                        className="min-w-0 truncate font-semibold"
                        title={c.username}
                      >
                        {c.username}
                      </span>
                      {card.isComplete ? (
                        <Badge variant="success">{t("complete")}</Badge>
                      ) : (
                        ready > 0 && <Badge variant="success">{t("rewardReady")}</Badge>
                      )}
                    </div>
                    <div className="text-muted-foreground flex flex-wrap items-center gap-x-2 gap-y-1 text-sm">
                      <TierBadge level={c.level} /> {t("levelXp", { level: c.level, xp: c.xp })}
                    </div>
                    <div className="flex items-center gap-3">
                      <Progress
                        value={(card.punches * 100) / card.size}
                        aria-label={t("progress", { punches: card.punches, size: card.size })}
                        className="flex-1"
                      />
                      <span className="text-sm font-semibold tabular-nums">{`${card.punches}/${card.size}`}</span>
                      {card.waiting > 0 && (
                        <span className="text-xs font-semibold tabular-nums">
                          <span aria-hidden>+{card.waiting}</span>
                          <span className="sr-only">
                            {t("onNextCard", { count: card.waiting })}
                          </span>
                        </span>
                      )}
                    </div>
                  </Card>
                </button>
              </li>
            );
          })}
        </ul>
      )}
      {page.hasMore && (
        <Button
          variant="outline"
          className="w-full"
          disabled={loading}
          onClick={() => void load(search, page.cards.length)}
        >
          {t("more")}
        </Button>
      )}
      <CardDetailDialog
        row={open}
        opening={opening}
        look={look}
        shopName={shopName}
        onClose={() => setOpen(null)}
        onChanged={updated}
      />
    </div>
  );
}
