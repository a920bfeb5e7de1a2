"use client";

import { useTranslations } from "next-intl";
import { isRefusalReason, type CounterRefusal } from "@/lib/counter/event";

/** Who was refused, and why, in the display's language (the shop's), from the reason's code. */
export function useRefusalText() {
  const t = useTranslations("counter.refusal");
  // SPEC.md's own sentences for a used token are written once, in the errors catalogue.
  const spec = useTranslations("errors.rewards");
  return (refusal: CounterRefusal): { title: string; reason: string } => {
    // A server of the version before sent its own (English) sentences: shown as they came.
    if (!isRefusalReason(refusal.reason)) {
      const old = refusal as unknown as { title?: string; reason?: string };
      return { title: old.title ?? "", reason: old.reason ?? "" };
    }
    if (refusal.reason === "used") {
      return { title: spec("invalidTokenTitle"), reason: spec("invalidToken") };
    }
    const title = t(`title.${refusal.reason}`);
    if (refusal.reason !== "cooldown") return { title, reason: t(`reason.${refusal.reason}`) };
    // Rounded up to the minute, as the customer's own answer says it.
    const seconds = refusal.waitSeconds ?? 0;
    const total = Math.ceil(seconds / 60);
    const hours = Math.floor(total / 60);
    const minutes = total % 60;
    const reason =
      seconds < 60
        ? t("reason.cooldownSoon")
        : hours === 0
          ? t("reason.cooldownMinutes", { minutes })
          : minutes === 0
            ? t("reason.cooldownHours", { hours })
            : t("reason.cooldownHoursMinutes", { hours, minutes });
    return { title, reason };
  };
}
