"use client";

import { useLocale, useTranslations } from "next-intl";
import type { ReviewFlag } from "@/lib/trust/review-types";

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
