"use client";

import { Moon, Save } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { fieldErrors } from "@/lib/http/field-errors";
import { automationsUpdateSchema, type AutomationsUpdate } from "@/lib/validation/shop-messages";
import { QUIET_HOURS_UPDATED, SAVE_QUIET_HOURS_FAILED } from "./copy";
import type { AutomationsAnswer } from "./types";

type Props = {
  quietHours: { start: string; end: string };
  timeZone: string;
  onSaved: (answer: AutomationsAnswer) => void;
};

/** When automatic messages wait: from start to end, in the shop's time zone. */
export function QuietHoursCard({ quietHours, timeZone, onSaved }: Props) {
  const [start, setStart] = useState(quietHours.start);
  const [end, setEnd] = useState(quietHours.end);
  const [errors, setErrors] = useState<Partial<Record<"start" | "end", string>>>({});
  const { pending, submit } = useSubmit({
    action: async (input: AutomationsUpdate) => {
      try {
        return await api<AutomationsAnswer>("/automations", { method: "PUT", body: input });
      } catch (error) {
        if (error instanceof ApiError) setErrors(fieldErrors(error.issues, {}, ["quietHours"]));
        throw error;
      }
    },
    onSuccess: (answer) => {
      setErrors({});
      onSaved(answer);
      const { start, end } = answer.quietHours;
      notify.success(
        QUIET_HOURS_UPDATED,
        start === end
          ? "No quiet hours: messages go at any time"
          : `Messages wait from ${start} until ${end}`,
      );
    },
    fallback: SAVE_QUIET_HOURS_FAILED,
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    const checked = automationsUpdateSchema.safeParse({ quietHours: { start, end } });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues, {}, ["quietHours"]));
      notify.error("Error", checked.error.issues[0]?.message);
      return;
    }
    void submit(checked.data);
  }

  return (
    <Card data-testid="quiet-hours">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Moon className="text-muted-foreground size-5" aria-hidden /> Quiet hours
          </h2>
        </CardTitle>
        <CardDescription>
          An automatic message or a campaign that falls inside them waits until they end. Times are
          the shop&apos;s ({timeZone}); the same time twice means no quiet hours. A customer gets at
          most one automatic message a day and three a week.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={save}
          noValidate
          className="flex flex-wrap items-end gap-4"
          data-testid="quiet-hours-form"
        >
          <Field id="quiet-start" label="From" error={errors.start} className="w-36">
            <Input
              type="time"
              value={start}
              onChange={(e) => setStart(e.target.value)}
              data-testid="quiet-start"
            />
          </Field>
          <Field id="quiet-end" label="Until" error={errors.end} className="w-36">
            <Input
              type="time"
              value={end}
              onChange={(e) => setEnd(e.target.value)}
              data-testid="quiet-end"
            />
          </Field>
          <SubmitButton
            pending={pending}
            icon={<Save aria-hidden />}
            variant="outline"
            data-testid="quiet-save"
          >
            Save quiet hours
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
