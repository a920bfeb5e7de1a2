"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { DateRangeFields } from "@/components/admin/date-range-fields";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { fieldErrors, type FieldErrors } from "@/lib/http/field-errors";
import { PRESETS, type DayRange, type Preset } from "@/lib/analytics/period";
import { analyticsQuery } from "@/lib/analytics/query-schema";
import type { Selection } from "./selection";

/** Each preset's name in the catalogue (adminSettings.analytics.ranges). */
const PRESET_KEYS = {
  "7d": "last7",
  "30d": "last30",
  "90d": "last90",
  month: "month",
} as const satisfies Record<Preset, string>;

/** Last 7, 30 or 90 days, this month (all in the shop's time zone), or two dates. */
export function RangePicker({
  selection,
  range,
  onChange,
}: {
  selection: Selection;
  range: DayRange;
  onChange: (selection: Selection) => void;
}) {
  const t = useTranslations("adminSettings.analytics.ranges");
  const text = useText();
  const [custom, setCustom] = useState(selection.preset === "custom");
  const [days, setDays] = useState<DayRange>(range);
  const [errors, setErrors] = useState<FieldErrors<"from" | "to">>({});

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const parsed = analyticsQuery.safeParse(days);
    const found: FieldErrors<"from" | "to"> = fieldErrors(parsed.error?.issues);
    setErrors({ from: found.from && text(found.from), to: found.to && text(found.to) });
    if (!parsed.success || !parsed.data.from || !parsed.data.to) {
      const first = parsed.error?.issues[0]?.message;
      notify.error(t("error"), first ? text(first) : t("chooseTwo"));
      return;
    }
    onChange({ preset: "custom", from: parsed.data.from, to: parsed.data.to });
  }

  return (
    <div className="space-y-3" data-testid="range-picker">
      <div role="group" aria-label={t("label")} className="flex flex-wrap gap-2">
        {PRESETS.map((p) => (
          <Button
            key={p.key}
            size="sm"
            variant={!custom && selection.preset === p.key ? "default" : "outline"}
            aria-pressed={!custom && selection.preset === p.key}
            onClick={() => {
              setCustom(false);
              onChange({ preset: p.key });
            }}
            data-testid={`range-${p.key}`}
          >
            {t(PRESET_KEYS[p.key])}
          </Button>
        ))}
        <Button
          size="sm"
          variant={custom ? "default" : "outline"}
          aria-pressed={custom}
          onClick={() => {
            setDays(range);
            setCustom(true);
          }}
          data-testid="range-custom"
        >
          {t("custom")}
        </Button>
      </div>
      {custom && (
        <form onSubmit={apply} className="flex flex-wrap items-end gap-3" data-testid="range-form">
          <DateRangeFields
            name="range"
            value={days}
            onChange={setDays}
            errors={errors}
            inputClassName="w-40"
          />
          <Button type="submit" data-testid="range-apply">
            {t("show")}
          </Button>
        </form>
      )}
    </div>
  );
}
