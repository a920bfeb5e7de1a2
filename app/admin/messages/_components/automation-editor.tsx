"use client";

import { Save } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import type { AutomationKind } from "@/lib/db/schema/messages";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { fieldErrors } from "@/lib/http/field-errors";
import {
  fillPlaceholders,
  rewardAboutOf,
  sampleCard,
  type RewardWord,
} from "@/lib/messaging/placeholders";
import {
  automationsUpdateSchema,
  BODY_MAX,
  MISS_YOU_DAYS_DEFAULT,
  MISS_YOU_DAYS_MIN,
  SEGMENT_DAYS_MAX,
  TITLE_MAX,
  type AutomationsUpdate,
} from "@/lib/messaging/shop-message-schema";
import { SAMPLE_CUSTOMER } from "./copy";
import { MessagePreview } from "./message-preview";
import { PlaceholderList } from "./placeholder-list";
import type { AutomationsAnswer, AutomationView } from "./types";
import { usePlaceholderInsert } from "./use-placeholder-insert";

type Props = {
  automation: AutomationView;
  shopName: string;
  rewards: RewardWord[];
  onSaved: (answer: AutomationsAnswer) => void;
};

type Errors = Partial<Record<"title" | "body" | "days", string>>;

/** The sample customer's punches where the message is not about a reward's moment. */
const SAMPLE_PUNCHES: Record<AutomationKind, number> = {
  welcome: 1,
  one_away: 9,
  reward_waiting: 10,
  miss_you: 6,
  birthday: 4,
};
const AT = ["automations", 0] as const;

/** An automation's title and message (and We miss you's days), the live preview, and Save. */
export function AutomationEditor({ automation, shopName, rewards, onSaved }: Props) {
  const { kind } = automation;
  const t = useTranslations("adminSettings.messages");
  const text = useText();
  const [title, setTitle] = useState(automation.title);
  const [body, setBody] = useState(automation.body);
  const [days, setDays] = useState(String(automation.days ?? MISS_YOU_DAYS_DEFAULT));
  const [errors, setErrors] = useState<Errors>({});
  const { insert, titleProps, bodyProps } = usePlaceholderInsert(
    { value: title, set: setTitle },
    { value: body, set: setBody },
  );

  const { pending, submit } = useSubmit({
    action: async (input: AutomationsUpdate) => {
      try {
        return await api<AutomationsAnswer>("/automations", { method: "PUT", body: input });
      } catch (error) {
        if (error instanceof ApiError) setErrors(fieldErrors(error.issues, {}, AT));
        throw error;
      }
    },
    onSuccess: (answer) => {
      setErrors({});
      onSaved(answer);
      notify.success(t("messageSaved"), t("messageSavedDetail"));
    },
    fallback: t("saveMessageFailed"),
  });

  function save(event: React.FormEvent) {
    event.preventDefault();
    const checked = automationsUpdateSchema.safeParse({
      automations: [
        {
          kind,
          enabled: automation.enabled,
          title,
          body,
          ...(kind === "miss_you" ? { days } : {}),
        },
      ],
    });
    if (!checked.success) {
      setErrors(fieldErrors(checked.error.issues, {}, AT));
      const first = checked.error.issues[0]?.message;
      notify.error(t("error"), first && text(first));
      return;
    }
    void submit(checked.data);
  }

  // The sample card where the message goes (one punch from the first reward for One punch
  // away), with the {reward} the sending names on it.
  const sample = {
    name: SAMPLE_CUSTOMER,
    shop: shopName,
    ...sampleCard(rewards, rewardAboutOf(kind), SAMPLE_PUNCHES[kind]),
  };
  const id = (field: string) => `automation-${kind}-${field}`;
  return (
    <form onSubmit={save} noValidate className="grid gap-5 lg:grid-cols-2" data-testid={id("form")}>
      <div className="min-w-0 space-y-4">
        <Field
          id={id("title")}
          label={t("editor.title")}
          error={errors.title && text(errors.title)}
        >
          <Input
            {...titleProps}
            value={title}
            maxLength={TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            data-testid={id("title")}
          />
        </Field>
        <Field id={id("body")} label={t("editor.body")} error={errors.body && text(errors.body)}>
          <Textarea
            {...bodyProps}
            value={body}
            rows={4}
            maxLength={BODY_MAX}
            onChange={(e) => setBody(e.target.value)}
            data-testid={id("body")}
          />
        </Field>
        <PlaceholderList onInsert={insert} />
        <p className="text-muted-foreground text-sm" data-testid={id("language")}>
          {automation.edited ? t("editor.edited") : t("editor.default")}
        </p>
        {kind === "miss_you" && (
          <Field
            id={id("days")}
            label={t("editor.days")}
            description={t("editor.daysHint", {
              min: MISS_YOU_DAYS_MIN,
              max: SEGMENT_DAYS_MAX,
              usual: MISS_YOU_DAYS_DEFAULT,
            })}
            error={errors.days && text(errors.days)}
          >
            <Input
              type="number"
              inputMode="numeric"
              min={MISS_YOU_DAYS_MIN}
              max={SEGMENT_DAYS_MAX}
              className="w-28"
              value={days}
              onChange={(e) => setDays(e.target.value)}
              data-testid={id("days")}
            />
          </Field>
        )}
      </div>
      <div className="min-w-0 space-y-4">
        <MessagePreview
          shopName={shopName}
          title={fillPlaceholders(title, sample)}
          body={fillPlaceholders(body, sample)}
          caption={t("preview.caption", { name: SAMPLE_CUSTOMER, count: sample.punches })}
          testId={id("preview")}
        />
        <div className="flex justify-end">
          <SubmitButton
            pending={pending}
            icon={<Save aria-hidden />}
            className="w-full sm:w-auto"
            data-testid={id("save")}
          >
            {t("editor.save")}
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
