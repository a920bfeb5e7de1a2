"use client";

import { useLocale, useTranslations } from "next-intl";
import { shopDay } from "@/lib/i18n/dates";
import type { ReviewFlag } from "@/lib/trust/review-types";

/** "7 punches on 23 Nov (review above 5)": why a customer is in the queue. */
export function useFlagText() {
  const t = useTranslations("adminCounter.review.flag");
  const locale = useLocale();
  return (flag: Pick<ReviewFlag, "rule" | "count" | "threshold" | "day">) => {
    const values = {
      count: flag.count,
      threshold: flag.threshold,
      day: shopDay(flag.day, locale),
    };
    return flag.rule === "punches" ? t("punches", values) : t("failures", values);
  };
}
