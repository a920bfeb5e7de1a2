"use client";

import { Moon, Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useText } from "@/components/i18n/use-text";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { api } from "@/lib/http/fetcher";
import {
  automationsUpdateSchema,
  type AutomationsUpdate,
} from "@/lib/messaging/shop-message-schema";
import type { AutomationsAnswer } from "./types";

type Props = {
  quietHours: { start: string; end: string };
  timeZone: string;
  onSaved: (answer: AutomationsAnswer) => void;
};

const TIMES = ["start", "end"] as const;

/** When automatic messages wait: from start to end, in the shop's time zone. */
export function QuietHoursCard({ quietHours, timeZone, onSaved }: Props) {
  const t = useTranslations("adminSettings.messages.quietHours");
  const text = useText();
  const { pending, onSubmit, field } = useForm({
    initial: quietHours,
    input: (times): AutomationsUpdate => ({ quietHours: times }),
    schema: automationsUpdateSchema,
    action: (input) => api<AutomationsAnswer>("/automations", { method: "PUT", body: input }),
    at: ["quietHours"],
    onSuccess: (answer) => {
      onSaved(answer);
      const { start, end } = answer.quietHours;
      notify.success(t("updated"), start === end ? t("none") : t("wait", { start, end }));
    },
    fallback: t("saveFailed"),
  });

  return (
    <Card data-testid="quiet-hours">
      <CardHeader>
        <CardTitle>
          <h2 className="flex items-center gap-2">
            <Moon className="text-muted-foreground size-5" aria-hidden /> {t("title")}
          </h2>
        </CardTitle>
        <CardDescription>{t("description", { timeZone })}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={onSubmit}
          noValidate
          className="flex flex-wrap items-end gap-4"
          data-testid="quiet-hours-form"
        >
          {TIMES.map((key) => {
            const bound = field(key);
            return (
              <Field
                key={key}
                id={`quiet-${key}`}
                label={t(key)}
                className="w-36"
                {...bound}
                error={bound.error && text(bound.error)}
              >
                <Input type="time" data-testid={`quiet-${key}`} />
              </Field>
            );
          })}
          <SubmitButton
            pending={pending}
            icon={<Save aria-hidden />}
            variant="outline"
            data-testid="quiet-save"
          >
            {t("save")}
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
