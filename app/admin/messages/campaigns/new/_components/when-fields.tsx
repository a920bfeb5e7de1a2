"use client";

import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";

/** `at`: a datetime-local value ("2026-11-28T09:00"), in this device's time zone. */
export type WhenState = { mode: "now" | "later"; at: string };

/** "YYYY-MM-DDTHH:MM" of a moment, in this device's time zone: what datetime-local shows. */
function localInputValue(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** Now, or at a set date and time. */
export function WhenFields({
  value,
  onChange,
  error,
}: {
  value: WhenState;
  onChange: (next: WhenState) => void;
  error?: string;
}) {
  const t = useTranslations("adminSettings.messages.campaignForm");
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return (
    <div className="space-y-4">
      <Field id="campaign-when" label={t("when")}>
        <NativeSelect
          value={value.mode}
          onChange={(e) => {
            const mode = e.target.value as WhenState["mode"];
            // A first "later" starts at the next full hour, a time that is sure to be ahead.
            const next = new Date(Date.now() + 3_600_000);
            next.setMinutes(0, 0, 0);
            onChange({ mode, at: value.at || (mode === "later" ? localInputValue(next) : "") });
          }}
          data-testid="campaign-when"
        >
          <option value="now">{t("now")}</option>
          <option value="later">{t("later")}</option>
        </NativeSelect>
      </Field>
      {value.mode === "later" && (
        <Field
          id="campaign-send-at"
          label={t("sendAt")}
          description={t("sendAtHint", { zone })}
          error={error}
        >
          <Input
            type="datetime-local"
            value={value.at}
            min={localInputValue(new Date())}
            onChange={(e) => onChange({ ...value, at: e.target.value })}
            className="sm:w-64"
            data-testid="campaign-send-at"
          />
        </Field>
      )}
    </div>
  );
}
