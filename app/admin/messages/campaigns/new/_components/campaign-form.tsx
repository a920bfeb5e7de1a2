"use client";

import { Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { Textarea } from "@/components/ui/textarea";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { ApiError } from "@/lib/http/errors";
import { api, errorMessage } from "@/lib/http/fetcher";
import { fieldErrors } from "@/lib/http/field-errors";
import {
  BODY_MAX,
  campaignSchema,
  LINK_TARGETS,
  TITLE_MAX,
  type CampaignValues,
} from "@/lib/messaging/shop-message-schema";
import {
  fillPlaceholders,
  rewardAboutOf,
  sampleCard,
  type RewardWord,
} from "@/lib/messaging/placeholders";
import { quietUntil, type QuietHours } from "@/lib/messaging/quiet-hours";
import { SAMPLE_CUSTOMER, SAMPLE_PUNCHES } from "../../../_components/copy";
import { linkName } from "../../../_components/link-target";
import { MessagePreview } from "../../../_components/message-preview";
import { PlaceholderList } from "../../../_components/placeholder-list";
import { usePlaceholderInsert } from "../../../_components/use-placeholder-insert";
import { SEGMENT_DEFAULT_DAYS } from "../../../_components/segment";
import type { CampaignView } from "../../../_components/types";
import { segmentOf, SegmentFields, type SegmentState } from "./segment-fields";
import { clock, SendConfirm, type Confirming } from "./send-confirm";
import { countAudience, useAudience } from "./use-audience";
import { WhenFields, type WhenState } from "./when-fields";

type Errors = Partial<Record<string, string>>;
/** A new campaign: what it says, where it leads, who gets it and when; confirmed before it goes. */
export function CampaignForm({
  shopName,
  rewards,
  quietHours,
}: {
  shopName: string;
  rewards: RewardWord[];
  quietHours: QuietHours;
}) {
  const t = useTranslations("adminSettings.messages");
  const links = useTranslations("adminSettings.messages.links");
  const text = useText();
  const locale = useLocale();
  const router = useRouter();
  const [title, setTitle] = useState("");
  const [body, setBody] = useState("");
  const [link, setLink] = useState("");
  const [segment, setSegment] = useState<SegmentState>({
    kind: "everyone",
    days: String(SEGMENT_DEFAULT_DAYS.active),
    tier: "Silver",
  });
  const [when, setWhen] = useState<WhenState>({ mode: "now", at: "" });
  const [errors, setErrors] = useState<Errors>({});
  const [segmentErrors, setSegmentErrors] = useState<Errors>({});
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [counting, setCounting] = useState(false);
  const audience = useAudience(segmentOf(segment), t("countCustomersFailed"));
  const { insert, titleProps, bodyProps } = usePlaceholderInsert(
    { value: title, set: setTitle },
    { value: body, set: setBody },
  );
  // The sample card of the segment's customers, with the {reward} the sending names on it.
  const sample = {
    name: SAMPLE_CUSTOMER,
    shop: shopName,
    ...sampleCard(rewards, rewardAboutOf(segment.kind), SAMPLE_PUNCHES),
  };

  // The schema's messages are catalogue keys (or English, until theirs move): in the reader's words.
  const shown = (found: Errors) =>
    Object.fromEntries(Object.entries(found).map(([k, v]) => [k, v && text(v)])) as Errors;
  function showErrors(issues: unknown) {
    setErrors(shown(fieldErrors(issues)));
    setSegmentErrors(shown(fieldErrors(issues, {}, ["segment"])));
  }

  const { submit } = useSubmit({
    action: async (input: CampaignValues) => {
      try {
        return await api<{ campaign: CampaignView }>("/campaigns", { method: "POST", body: input });
      } catch (error) {
        if (error instanceof ApiError) showErrors(error.issues);
        throw error;
      }
    },
    onSuccess: ({ campaign }) => {
      // Scheduled, or "now" inside the quiet hours: the server says when it goes.
      if (campaign.status === "scheduled" && Date.parse(campaign.sendAt) > Date.now() + 60_000) {
        notify.success(
          t("campaignScheduled"),
          t("campaignScheduledDetail", { at: clock(campaign.sendAt, locale) }),
        );
      } else {
        notify.success(
          t("campaignSent"),
          t("campaignSentDetail", { count: confirming?.customers ?? 0 }),
        );
      }
      router.push(`/admin/messages/campaigns/${campaign.id}`);
    },
    fallback: t("sendCampaignFailed"),
  });

  async function review(event: React.FormEvent) {
    event.preventDefault();
    const checked = campaignSchema.safeParse({
      title,
      body,
      link: link || undefined,
      // Days that are not a number yet go as typed, so the schema names what is wrong.
      segment: segmentOf(segment) ?? { kind: segment.kind, days: segment.days },
      sendAt: when.mode === "later" && when.at ? new Date(when.at).toISOString() : undefined,
    });
    const laterWithoutTime = when.mode === "later" && !when.at;
    if (!checked.success || laterWithoutTime) {
      const issues = checked.success ? [] : checked.error.issues;
      showErrors(issues);
      if (laterWithoutTime) setErrors((e) => ({ ...e, sendAt: t("campaignForm.chooseTime") }));
      const first = issues[0]?.message;
      notify.error(t("error"), first ? text(first) : t("campaignForm.chooseTime"));
      return;
    }
    setErrors({});
    setSegmentErrors({});
    setCounting(true);
    try {
      // Counted again now: the number the confirmation names is the one that holds.
      const count = await countAudience(checked.data.segment);
      const at = checked.data.sendAt ?? new Date();
      setConfirming({
        input: checked.data,
        customers: count,
        quietEnd: quietUntil(at, quietHours),
      });
    } catch (error) {
      notify.error(t("error"), errorMessage(error, t("countCustomersFailed")));
    } finally {
      setCounting(false);
    }
  }

  const later = when.mode === "later";
  const nobody = !later && audience.status === "counted" && audience.customers === 0;
  return (
    <form
      onSubmit={review}
      noValidate
      data-testid="campaign-form"
      className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]"
    >
      <div className="min-w-0 space-y-5">
        <Field id="campaign-title" label={t("editor.title")} error={errors.title}>
          <Input
            {...titleProps}
            value={title}
            maxLength={TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="campaign-title"
          />
        </Field>
        <Field id="campaign-body" label={t("editor.body")} error={errors.body}>
          <Textarea
            {...bodyProps}
            value={body}
            rows={5}
            maxLength={BODY_MAX}
            onChange={(e) => setBody(e.target.value)}
            data-testid="campaign-body"
          />
        </Field>
        <PlaceholderList onInsert={insert} />
        <Field
          id="campaign-link"
          label={t("campaignForm.opens")}
          description={t("campaignForm.opensHint")}
          error={errors.link}
        >
          <NativeSelect
            value={link}
            onChange={(e) => setLink(e.target.value)}
            data-testid="campaign-link"
          >
            <option value="">{t("links.inbox")}</option>
            {LINK_TARGETS.map(({ path }) => (
              <option key={path} value={path}>
                {linkName(path, links)}
              </option>
            ))}
          </NativeSelect>
        </Field>
        <SegmentFields
          value={segment}
          onChange={setSegment}
          audience={segmentOf(segment) ? audience : null}
          errors={{ ...segmentErrors, segment: errors.segment }}
        />
        <WhenFields value={when} onChange={setWhen} error={errors.sendAt} />
      </div>
      <div className="min-w-0 space-y-4">
        <MessagePreview
          shopName={shopName}
          title={fillPlaceholders(title, sample)}
          body={fillPlaceholders(body, sample)}
          caption={t("preview.caption", { name: SAMPLE_CUSTOMER, count: sample.punches })}
          testId="campaign-preview"
        />
        <SubmitButton
          pending={counting}
          disabled={nobody}
          icon={<Send aria-hidden />}
          className="w-full"
          data-testid="campaign-review"
        >
          {later ? t("campaignForm.schedule") : t("campaignForm.send")}
        </SubmitButton>
        {nobody && <p className="text-muted-foreground text-sm">{t("campaignForm.nobody")}</p>}
      </div>
      <SendConfirm
        confirming={confirming}
        later={later}
        onClose={() => setConfirming(null)}
        onSend={(input) => submit(input)}
      />
    </form>
  );
}
