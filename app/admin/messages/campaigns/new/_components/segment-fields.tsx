"use client";

import { Users } from "lucide-react";
import { useTranslations } from "next-intl";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TIERS } from "@/lib/rewards/rules";
import { SEGMENT_DAYS_MAX, SEGMENT_KINDS } from "@/lib/messaging/shop-message-schema";
import {
  needsDays,
  SEGMENT_DEFAULT_DAYS,
  segmentLabel,
  tierName,
} from "../../../_components/segment";
import type { Segment, SegmentKind } from "../../../_components/types";
import type { Audience } from "./use-audience";

export type SegmentState = { kind: SegmentKind; days: string; tier: string };
/** The segment as the API takes it, or null while its days are not a number yet. */
export function segmentOf({ kind, days, tier }: SegmentState): Segment | null {
  if (needsDays(kind)) {
    const n = Number(days);
    return days.trim() && Number.isInteger(n) && n > 0 ? { kind, days: n } : null;
  }
  if (kind === "tier") return { kind, tier };
  return { kind };
}

type Errors = Partial<Record<"segment" | "kind" | "days" | "tier", string>>;

/** Who gets it: the segment, its days or tier, and how many customers that is right now. */
export function SegmentFields({
  value,
  onChange,
  audience,
  errors,
}: {
  value: SegmentState;
  onChange: (next: SegmentState) => void;
  audience: Audience | null;
  errors: Errors;
}) {
  const t = useTranslations("adminSettings.messages.campaignForm");
  const segments = useTranslations("adminSettings.messages.segments");
  return (
    <div className="space-y-4">
      <Field id="campaign-segment" label={t("who")} error={errors.segment ?? errors.kind}>
        <NativeSelect
          value={value.kind}
          onChange={(e) => {
            const kind = e.target.value as SegmentKind;
            // Each kind with days starts from its own usual number.
            const days = needsDays(kind) ? String(SEGMENT_DEFAULT_DAYS[kind]) : value.days;
            onChange({ ...value, kind, days });
          }}
          data-testid="campaign-segment"
        >
          {SEGMENT_KINDS.map((s) => (
            <option key={s.kind} value={s.kind}>
              {segmentLabel(s.kind, segments)}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {needsDays(value.kind) && (
        <Field
          id="campaign-days"
          label={value.kind === "active" ? t("visitedInTheLast") : t("notSeenFor")}
          description={t("daysHint", { max: SEGMENT_DAYS_MAX })}
          error={errors.days}
        >
          <Input
            type="number"
            inputMode="numeric"
            min={1}
            max={SEGMENT_DAYS_MAX}
            className="w-28"
            value={value.days}
            onChange={(e) => onChange({ ...value, days: e.target.value })}
            data-testid="campaign-days"
          />
        </Field>
      )}
      {value.kind === "tier" && (
        <Field id="campaign-tier" label={t("tier")} error={errors.tier}>
          <NativeSelect
            value={value.tier}
            onChange={(e) => onChange({ ...value, tier: e.target.value })}
            wrapperClassName="sm:w-56"
            data-testid="campaign-tier"
          >
            {TIERS.map((tier) => (
              <option key={tier.name} value={tier.name}>
                {t("tierOption", { tier: tierName(tier.name, segments), level: tier.minLevel })}
              </option>
            ))}
          </NativeSelect>
        </Field>
      )}
      <AudienceLine audience={audience} />
    </div>
  );
}

function AudienceLine({ audience }: { audience: Audience | null }) {
  const t = useTranslations("adminSettings.messages");
  const counted =
    audience?.status === "counted" &&
    t.rich("campaignForm.audience", {
      count: audience.customers,
      strong: (words) => (
        <strong data-testid="campaign-audience-count" className="tabular-nums">
          {words}
        </strong>
      ),
    });
  return (
    <div
      className="bg-secondary/60 flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm"
      aria-live="polite"
      data-testid="campaign-audience"
      data-status={audience?.status ?? "none"}
    >
      <Users className="text-muted-foreground size-4 shrink-0" aria-hidden />
      {audience === null && <span>{t("campaignForm.enterDays")}</span>}
      {audience?.status === "counting" && (
        <>
          <span className="sr-only">{t("campaignForm.counting")}</span>
          <Skeleton className="h-4 w-32" />
        </>
      )}
      {audience?.status === "counted" && <span>{counted}</span>}
      {audience?.status === "failed" && (
        <span className="text-destructive">{audience.message}</span>
      )}
    </div>
  );
}
