"use client";

import { useTranslations } from "next-intl";
import { useSyncExternalStore } from "react";
import { readSavedCard, type SavedCard } from "@/components/pwa/saved-card";
import { DEFAULT_LOOK, ProgramCard } from "@/components/rewards/program-card";
import { useCardWords } from "@/components/rewards/use-card-words";
import { LocalDate } from "@/components/ui/local-date";
import { cardView, DEFAULT_CARD_SIZE, DEFAULT_REWARDS, type CardView } from "@/lib/program/card";
import { useText } from "@/components/i18n/use-text";
import { CARD_COMPLETE_TITLE } from "@/lib/rewards/messages";
import { levelFromXp } from "@/lib/rewards/rules";
import { MOMENT } from "@/lib/i18n/dates";

const noSubscription = () => () => {};
// The saved card as a string, so React can compare snapshots; "" on the server and before.
const snapshot = () => JSON.stringify(readSavedCard() ?? "");

/** A card saved before programs existed was SPEC.md's: ten punches, one free product. */
function savedView(saved: SavedCard): CardView {
  if (saved.card) return saved.card;
  const size = DEFAULT_CARD_SIZE;
  const punches = Math.min(saved.punches, size);
  return cardView({ size, punches, rewards: DEFAULT_REWARDS, handed: 0, waiting: 0 });
}

/**
 * The card the installed app saw last, read-only, with when: offline the customer can still
 * show their punches at the counter. Nothing, where nothing was kept (a browser tab, or after
 * signing out).
 */
export function OfflineCard() {
  const t = useTranslations("public.offline");
  const text = useText();
  const raw = useSyncExternalStore(noSubscription, snapshot, () => '""');
  const saved = JSON.parse(raw) as SavedCard | "";
  const words = useCardWords(saved ? (saved.shopName ?? "") : "");
  if (!saved) return null;
  const card = savedView(saved);
  const savedAt = t.rich("savedAt", {
    date: () => <LocalDate value={saved.savedAt} options={MOMENT} />,
  });
  return (
    <section className="space-y-3" aria-labelledby="offline-card-title" data-testid="offline-card">
      <div className="min-w-0">
        <h2 id="offline-card-title" className="font-semibold">
          {t("cardTitle")}
        </h2>
        <p className="text-muted-foreground text-sm wrap-anywhere">
          <bdi>{saved.username}</bdi> · {t("cardLevel", { level: levelFromXp(saved.xp).level })}
        </p>
      </div>
      <ProgramCard
        card={card}
        look={saved.look ?? DEFAULT_LOOK}
        shopName={saved.shopName ?? ""}
        size="sm"
        words={words}
        countTestId="offline-card-punches"
      >
        {card.isComplete && <p className="font-semibold">{text(CARD_COMPLETE_TITLE)}</p>}
      </ProgramCard>
      <p className="text-muted-foreground text-sm" data-testid="offline-card-saved">
        {savedAt}
      </p>
    </section>
  );
}
