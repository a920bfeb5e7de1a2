"use client";

import { Moon, Save } from "lucide-react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import { automationsUpdateSchema, type AutomationsUpdate } from "@/lib/validation/shop-messages";
import { QUIET_HOURS_UPDATED, SAVE_QUIET_HOURS_FAILED } from "./copy";
import type { AutomationsAnswer } from "./types";

type Props = {
  quietHours: { start: string; end: string };
  timeZone: string;
  onSaved: (answer: AutomationsAnswer) => void;
};

const TIMES = [
  { key: "start", label: "From" },
  { key: "end", label: "Until" },
] as const;

/** When automatic messages wait: from start to end, in the shop's time zone. */
export function QuietHoursCard({ quietHours, timeZone, onSaved }: Props) {
  const { pending, onSubmit, field } = useForm({
    initial: quietHours,
    input: (times): AutomationsUpdate => ({ quietHours: times }),
    schema: automationsUpdateSchema,
    action: (input) => api<AutomationsAnswer>("/automations", { method: "PUT", body: input }),
    at: ["quietHours"],
    onSuccess: (answer) => {
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
          onSubmit={onSubmit}
          noValidate
          className="flex flex-wrap items-end gap-4"
          data-testid="quiet-hours-form"
        >
          {TIMES.map(({ key, label }) => (
            <Field key={key} id={`quiet-${key}`} label={label} className="w-36" {...field(key)}>
              <Input type="time" data-testid={`quiet-${key}`} />
            </Field>
          ))}
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
