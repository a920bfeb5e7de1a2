"use client";

import { Cake } from "lucide-react";
import { useFormatter, useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Button } from "@/components/ui/button";
import { Field } from "@/components/ui/field";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { api } from "@/lib/http/fetcher";
import {
  BIRTHDAY_DESCRIPTION,
  BIRTHDAY_LABEL,
  PREFERENCES_SAVED,
  REMOVE_BIRTHDAY,
  SAVE_BIRTHDAY,
  SAVE_PREFERENCES_FAILED,
} from "@/lib/messaging/inbox-messages";
import type { Preferences } from "@/lib/messaging/preferences";
import {
  daysInMonth,
  notificationSettingsSchema,
  type Birthday,
} from "@/lib/messaging/notification-schema";

const MONTHS = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(2000, i, 1)));

/** The optional birthday: a day and a month, never a year. */
export function BirthdayForm({
  initial,
  onSaved,
}: {
  initial: Birthday | null;
  onSaved: (birthday: Birthday | null) => void;
}) {
  const [month, setMonth] = useState(initial ? String(initial.month) : "");
  const [day, setDay] = useState(initial ? String(initial.day) : "");
  const [saved, setSaved] = useState(initial);
  const t = useTranslations("customer.birthday");
  const text = useText();
  const format = useFormatter();
  const { pending, submit, errors } = useSubmit({
    schema: notificationSettingsSchema,
    action: (body) => api<Preferences>("/me/notifications", { method: "PUT", body }),
    onSuccess: (prefs) => {
      setSaved(prefs.birthday);
      onSaved(prefs.birthday);
      if (!prefs.birthday) {
        setMonth("");
        setDay("");
      }
      notify.success(text(PREFERENCES_SAVED));
    },
    fallback: text(SAVE_PREFERENCES_FAILED),
  });
  const days = month ? daysInMonth(Number(month)) : 31;
  const unchanged = saved !== null && String(saved.month) === month && String(saved.day) === day;

  return (
    <form
      noValidate
      className="space-y-3"
      data-testid="birthday-form"
      onSubmit={(event) => {
        event.preventDefault();
        void submit({ birthday: { month, day } });
      }}
    >
      <div>
        <p className="flex items-center gap-2 text-sm font-medium">
          <Cake className="text-primary size-4" aria-hidden /> {text(BIRTHDAY_LABEL)}
        </p>
        <p className="text-muted-foreground text-sm">{text(BIRTHDAY_DESCRIPTION)}</p>
      </div>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <Field id="birthday-month" label={t("month")} value={month} onValueChange={setMonth}>
          <NativeSelect
            placeholder={t("month")}
            options={MONTHS.map((date, i) => ({
              value: String(i + 1),
              // The month's name alone, in the reader's language ("März", "مارس").
              label: format.dateTime(date, { month: "long", timeZone: "UTC" }),
            }))}
            data-testid="birthday-month"
          />
        </Field>
        <Field
          id="birthday-day"
          label={t("day")}
          error={errors.birthday}
          value={day}
          onValueChange={setDay}
        >
          <NativeSelect
            placeholder={t("day")}
            options={Array.from({ length: days }, (_, i) => ({
              value: String(i + 1),
              label: format.number(i + 1),
            }))}
            data-testid="birthday-day"
          />
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          pending={pending}
          disabled={unchanged}
          variant="secondary"
          data-testid="save-birthday"
        >
          {text(SAVE_BIRTHDAY)}
        </SubmitButton>
        {saved && (
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            onClick={() => void submit({ birthday: null })}
            data-testid="remove-birthday"
          >
            {text(REMOVE_BIRTHDAY)}
          </Button>
        )}
      </div>
    </form>
  );
}
