"use client";

import { Save } from "lucide-react";
import { useState } from "react";
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
import { fillPlaceholders } from "@/lib/messages/placeholders";
import {
  automationsUpdateSchema,
  BODY_MAX,
  MISS_YOU_DAYS_DEFAULT,
  MISS_YOU_DAYS_MIN,
  SEGMENT_DAYS_MAX,
  TITLE_MAX,
  type AutomationsUpdate,
} from "@/lib/validation/shop-messages";
import {
  MESSAGE_SAVED,
  MESSAGE_SAVED_DETAIL,
  SAMPLE_CUSTOMER,
  SAVE_MESSAGE_FAILED,
  sampleCaption,
} from "./copy";
import { MessagePreview } from "./message-preview";
import { PlaceholderList } from "./placeholder-list";
import type { AutomationsAnswer, AutomationView } from "./types";
import { usePlaceholderInsert } from "./use-placeholder-insert";

type Props = {
  automation: AutomationView;
  shopName: string;
  rewardName: string;
  onSaved: (answer: AutomationsAnswer) => void;
};

type Errors = Partial<Record<"title" | "body" | "days", string>>;

/** The punches of the sample customer at the moment each message goes. */
const SAMPLE_PUNCHES: Record<AutomationKind, number> = {
  welcome: 1,
  one_away: 9,
  reward_waiting: 10,
  miss_you: 6,
  birthday: 4,
};
const AT = ["automations", 0] as const;

/** An automation's title and message (and We miss you's days), the live preview, and Save. */
export function AutomationEditor({ automation, shopName, rewardName, onSaved }: Props) {
  const { kind } = automation;
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
      notify.success(MESSAGE_SAVED, MESSAGE_SAVED_DETAIL);
    },
    fallback: SAVE_MESSAGE_FAILED,
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
      notify.error("Error", checked.error.issues[0]?.message);
      return;
    }
    void submit(checked.data);
  }

  const sample = {
    name: SAMPLE_CUSTOMER,
    shop: shopName,
    punches: SAMPLE_PUNCHES[kind],
    reward: rewardName,
  };
  const id = (field: string) => `automation-${kind}-${field}`;
  return (
    <form onSubmit={save} noValidate className="grid gap-5 lg:grid-cols-2" data-testid={id("form")}>
      <div className="min-w-0 space-y-4">
        <Field id={id("title")} label="Title" error={errors.title}>
          <Input
            {...titleProps}
            value={title}
            maxLength={TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            data-testid={id("title")}
          />
        </Field>
        <Field id={id("body")} label="Message" error={errors.body}>
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
        {kind === "miss_you" && (
          <Field
            id={id("days")}
            label="Days without a visit"
            description={`From ${MISS_YOU_DAYS_MIN} to ${SEGMENT_DAYS_MAX} days; ${MISS_YOU_DAYS_DEFAULT} unless you change it.`}
            error={errors.days}
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
          caption={sampleCaption(sample.punches)}
          testId={id("preview")}
        />
        <div className="flex justify-end">
          <SubmitButton
            pending={pending}
            icon={<Save aria-hidden />}
            className="w-full sm:w-auto"
            data-testid={id("save")}
          >
            Save message
          </SubmitButton>
        </div>
      </div>
    </form>
  );
}
