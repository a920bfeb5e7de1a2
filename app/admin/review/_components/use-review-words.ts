"use client";

import { useLocale, useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { isLedgerReason, LEDGER_REASON_KEYS } from "@/lib/rewards/reason-keys";
import type { ActivityEntry, ReviewFlag } from "@/lib/trust/review-types";

// The review queue's words for a flag and a ledger entry, from the catalogue; the customer
// page's void button (app/admin/users) says an entry the same way.

/** "7 punches on 23 Nov (review above 5)": why a customer is in the queue. */
export function useFlagText() {
  const t = useTranslations("adminCounter.review.flag");
  const locale = useLocale();
  // A shop day is a date, not a moment: written as it is, whatever the time zone. English
  // says the day first ("23 Nov"), as the owner has always read it.
  const days = new Intl.DateTimeFormat(locale === "en" ? "en-GB" : locale, {
    day: "numeric",
    month: "short",
    timeZone: "UTC",
  });
  return (flag: Pick<ReviewFlag, "rule" | "count" | "threshold" | "day">) => {
    const values = {
      count: flag.count,
      threshold: flag.threshold,
      day: days.format(new Date(`${flag.day}T00:00:00Z`)),
    };
    return flag.rule === "punches" ? t("punches", values) : t("failures", values);
  };
}

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
