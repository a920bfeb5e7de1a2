"use client";

import { useState } from "react";
import { DateRangeFields } from "@/components/admin/date-range-fields";
import { Button } from "@/components/ui/button";
import { notify } from "@/components/ui/toast";
import { fieldErrors, type FieldErrors } from "@/lib/http/field-errors";
import { PRESETS, type DayRange } from "@/lib/analytics/period";
import { analyticsQuery } from "@/lib/validation/analytics";
import type { Selection } from "./selection";

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
  const [custom, setCustom] = useState(selection.preset === "custom");
  const [days, setDays] = useState<DayRange>(range);
  const [errors, setErrors] = useState<FieldErrors<"from" | "to">>({});

  function apply(event: React.FormEvent) {
    event.preventDefault();
    const parsed = analyticsQuery.safeParse(days);
    setErrors(fieldErrors(parsed.error?.issues));
    if (!parsed.success || !parsed.data.from || !parsed.data.to) {
      notify.error("Error", parsed.error?.issues[0]?.message ?? "Choose two dates.");
      return;
    }
    onChange({ preset: "custom", from: parsed.data.from, to: parsed.data.to });
  }

  return (
    <div className="space-y-3" data-testid="range-picker">
      <div role="group" aria-label="Date range" className="flex flex-wrap gap-2">
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
            {p.label}
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
          Custom
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
            Show
          </Button>
        </form>
      )}
    </div>
  );
}
