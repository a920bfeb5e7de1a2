"use client";

import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { isLedgerReason, LEDGER_REASON_KEYS } from "@/lib/rewards/reason-keys";
import type { ActivityEntry } from "@/lib/trust/review-types";

// A ledger entry's words, as the review queue and the customer page's void button say them.

/** A ledger entry's kind, its change in punches and XP, and who voided or made it. */
export function useEntryWords() {
  const t = useTranslations("adminCounter.review.entry");
  const text = useText();
  const entryLabel = (reason: string) =>
    isLedgerReason(reason) ? t(`kind.${LEDGER_REASON_KEYS[reason]}`) : reason;
  const entryChange = ({ punchDelta, xpDelta }: Pick<ActivityEntry, "punchDelta" | "xpDelta">) => {
    const punches =
      punchDelta > 0
        ? t("punchesUp", { count: punchDelta })
        : punchDelta < 0
          ? t("punchesDown", { count: -punchDelta })
          : null;
    const xp =
      xpDelta > 0 ? t("xpUp", { xp: xpDelta }) : xpDelta < 0 ? t("xpDown", { xp: -xpDelta }) : null;
    if (punches && xp) return t("both", { punches, xp });
    return punches ?? xp ?? t("none");
  };
  /** "Voided · by admin: Refund": whether reversed, who acted and their reason, as far as known. */
  const detail = (entry: ActivityEntry): string => {
    // An owner's reason as written; the app's own (the punches a clearing lost) translated.
    const note = entry.note && text(entry.note);
    const who = entry.actorName
      ? note
        ? t("byActorNote", { name: entry.actorName, note })
        : t("byActor", { name: entry.actorName })
      : (note ?? "");
    if (!entry.voidedBy) return who;
    return who ? t("voidedWith", { detail: who }) : t("voided");
  };
  return { entryLabel, entryChange, detail };
}
