"use client";

import { Cake } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { INPUT_CLASS } from "@/components/ui/control-classes";
import { Field } from "@/components/ui/field";
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
} from "@/lib/messages/inbox-messages";
import type { Preferences } from "@/lib/messages/preferences";
import {
  daysInMonth,
  notificationSettingsSchema,
  type Birthday,
} from "@/lib/validation/notifications";

const MONTHS = Array.from({ length: 12 }, (_, i) =>
  new Date(Date.UTC(2000, i, 1)).toLocaleString("en-US", { month: "long", timeZone: "UTC" }),
);

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
      notify.success(PREFERENCES_SAVED);
    },
    fallback: SAVE_PREFERENCES_FAILED,
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
          <Cake className="text-primary size-4" aria-hidden /> {BIRTHDAY_LABEL}
        </p>
        <p className="text-muted-foreground text-sm">{BIRTHDAY_DESCRIPTION}</p>
      </div>
      <div className="grid grid-cols-[2fr_1fr] gap-3">
        <Field id="birthday-month" label="Month">
          <select
            className={INPUT_CLASS}
            value={month}
            onChange={(e) => setMonth(e.target.value)}
            data-testid="birthday-month"
          >
            <option value="">Month</option>
            {MONTHS.map((name, i) => (
              <option key={name} value={i + 1}>
                {name}
              </option>
            ))}
          </select>
        </Field>
        <Field id="birthday-day" label="Day" error={errors.birthday}>
          <select
            className={INPUT_CLASS}
            value={day}
            onChange={(e) => setDay(e.target.value)}
            data-testid="birthday-day"
          >
            <option value="">Day</option>
            {Array.from({ length: days }, (_, i) => (
              <option key={i + 1} value={i + 1}>
                {i + 1}
              </option>
            ))}
          </select>
        </Field>
      </div>
      <div className="flex flex-wrap gap-2">
        <SubmitButton
          pending={pending}
          disabled={unchanged}
          variant="secondary"
          data-testid="save-birthday"
        >
          {SAVE_BIRTHDAY}
        </SubmitButton>
        {saved && (
          <Button
            type="button"
            variant="ghost"
            disabled={pending}
            onClick={() => void submit({ birthday: null })}
            data-testid="remove-birthday"
          >
            {REMOVE_BIRTHDAY}
          </Button>
        )}
      </div>
    </form>
  );
}
