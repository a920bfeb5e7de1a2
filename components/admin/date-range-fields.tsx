import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import type { DayRange } from "@/lib/analytics/period";
import type { FieldErrors } from "@/lib/http/field-errors";
import { FIRST_DAY, LAST_DAY } from "@/lib/fields/day-range";

type Props = {
  /** Names the two boxes `<name>-from` and `<name>-to` (ids and test ids). */
  name: string;
  /** The two days as typed ("" for none). */
  value: DayRange;
  onChange: (range: DayRange) => void;
  errors?: FieldErrors<"from" | "to">;
  inputClassName?: string;
};

/**
 * From and To as two date boxes, each kept inside the app's calendar and on its side of the
 * other, for the screens that ask for a range of shop days (analytics, the ledger export).
 * Its two words are the admin namespace's: a screen's IntlProvider must include "admin".
 */
export function DateRangeFields({ name, value, onChange, errors, inputClassName }: Props) {
  const t = useTranslations("admin.dateRange");
  const { from, to } = value;
  return (
    <>
      <Field id={`${name}-from`} label={t("from")} error={errors?.from}>
        <Input
          type="date"
          value={from}
          min={FIRST_DAY}
          max={to || LAST_DAY}
          onChange={(e) => onChange({ from: e.target.value, to })}
          className={inputClassName}
          data-testid={`${name}-from`}
        />
      </Field>
      <Field id={`${name}-to`} label={t("to")} error={errors?.to}>
        <Input
          type="date"
          value={to}
          min={from || FIRST_DAY}
          max={LAST_DAY}
          onChange={(e) => onChange({ from, to: e.target.value })}
          className={inputClassName}
          data-testid={`${name}-to`}
        />
      </Field>
    </>
  );
}
