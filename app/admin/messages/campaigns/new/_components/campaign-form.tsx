"use client";

import { Send } from "lucide-react";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { SHORT_DATE_TIME } from "@/components/ui/local-date";
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
} from "@/lib/validation/shop-messages";
import { fillPlaceholders } from "@/lib/messages/placeholders";
import { quietUntil, type QuietHours } from "@/lib/messages/quiet-hours";
import {
  CAMPAIGN_SCHEDULED,
  CAMPAIGN_SENT,
  COUNT_CUSTOMERS_FAILED,
  customers,
  SAMPLE_CUSTOMER,
  sampleCaption,
  SEND_CAMPAIGN_FAILED,
} from "../../../_components/copy";
import { MessagePreview } from "../../../_components/message-preview";
import { PlaceholderList } from "../../../_components/placeholder-list";
import { usePlaceholderInsert } from "../../../_components/use-placeholder-insert";
import { needsDays, SEGMENT_DEFAULT_DAYS } from "../../../_components/segment";
import type { CampaignView, Segment } from "../../../_components/types";
import { SegmentFields, type SegmentState } from "./segment-fields";
import { countAudience, useAudience } from "./use-audience";
import { WhenFields, type WhenState } from "./when-fields";

type Errors = Partial<Record<string, string>>;
/** `quietEnd`: the send time falls in the shop's quiet hours, so it goes when they end. */
type Confirming = { input: CampaignValues; customers: number; quietEnd: Date | null } | null;

/** The segment as the API takes it, or null while its days are not a number yet. */
function segmentOf({ kind, days, tier }: SegmentState): Segment | null {
  if (needsDays(kind)) {
    const n = Number(days);
    return days.trim() && Number.isInteger(n) && n > 0 ? { kind, days: n } : null;
  }
  if (kind === "tier") return { kind, tier };
  return { kind };
}

/** A new campaign: what it says, where it leads, who gets it and when; confirmed before it goes. */
export function CampaignForm({
  shopName,
  rewardName,
  quietHours,
}: {
  shopName: string;
  rewardName: string;
  quietHours: QuietHours;
}) {
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
  const audience = useAudience(segmentOf(segment));
  const { insert, titleProps, bodyProps } = usePlaceholderInsert(
    { value: title, set: setTitle },
    { value: body, set: setBody },
  );
  const sample = { name: SAMPLE_CUSTOMER, shop: shopName, punches: 6, reward: rewardName };

  function showErrors(issues: unknown) {
    setErrors(fieldErrors(issues));
    setSegmentErrors(fieldErrors(issues, {}, ["segment"]));
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
        notify.success(CAMPAIGN_SCHEDULED, `It goes out ${clock(campaign.sendAt)}`);
      } else {
        notify.success(CAMPAIGN_SENT, `On its way to ${customers(confirming?.customers ?? 0)}`);
      }
      router.push(`/admin/messages/campaigns/${campaign.id}`);
    },
    fallback: SEND_CAMPAIGN_FAILED,
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
      if (laterWithoutTime) setErrors((e) => ({ ...e, sendAt: "Choose the date and time" }));
      notify.error("Error", issues[0]?.message ?? "Choose the date and time");
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
      notify.error("Error", errorMessage(error, COUNT_CUSTOMERS_FAILED));
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
        <Field id="campaign-title" label="Title" error={errors.title}>
          <Input
            {...titleProps}
            value={title}
            maxLength={TITLE_MAX}
            onChange={(e) => setTitle(e.target.value)}
            data-testid="campaign-title"
          />
        </Field>
        <Field id="campaign-body" label="Message" error={errors.body}>
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
          label="Opens"
          description="The screen a tap on the message opens."
          error={errors.link}
        >
          <NativeSelect
            value={link}
            onChange={(e) => setLink(e.target.value)}
            data-testid="campaign-link"
          >
            <option value="">The message in the inbox</option>
            {LINK_TARGETS.map((t) => (
              <option key={t.path} value={t.path}>
                {t.label}
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
          caption={sampleCaption(sample.punches)}
          testId="campaign-preview"
        />
        <SubmitButton
          pending={counting}
          disabled={nobody}
          icon={<Send aria-hidden />}
          className="w-full"
          data-testid="campaign-review"
        >
          {later ? "Schedule campaign" : "Send campaign"}
        </SubmitButton>
        {nobody && (
          <p className="text-muted-foreground text-sm">No customer is in this segment right now.</p>
        )}
      </div>
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={later ? "Schedule this campaign?" : "Send this campaign now?"}
        description={confirming && confirmation(confirming, later)}
        confirmLabel={
          confirming &&
          (later
            ? `Schedule for ${customers(confirming.customers)}`
            : `Send to ${customers(confirming.customers)}`)
        }
        confirmVariant="default"
        onConfirm={() => (confirming ? submit(confirming.input) : Promise.resolve(false))}
        testId="campaign-confirm"
        confirmTestId="campaign-send"
      />
    </form>
  );
}

function clock(at: Date | string): string {
  return new Date(at).toLocaleString("en-US", SHORT_DATE_TIME);
}

/** What the confirmation says: how many customers, when, and whether it can still be stopped. */
function confirmation({ customers: n, quietEnd }: NonNullable<Confirming>, later: boolean) {
  const who = customers(n);
  if (quietEnd)
    return `That is inside the shop's quiet hours, so it goes at ${clock(quietEnd)}, when they end: to ${who}, as the segment holds now. Until then you can cancel it.`;
  if (later)
    return `It goes to the customers of this segment when it is due: ${who} right now. Until then you can cancel it.`;
  return `It goes to ${who} now, to their inbox and as a notification to those who allowed offers. It cannot be taken back.`;
}
