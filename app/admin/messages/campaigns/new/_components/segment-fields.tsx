"use client";

import { Users } from "lucide-react";
import { Field } from "@/components/ui/field";
import { Input } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { Skeleton } from "@/components/ui/skeleton";
import { TIERS } from "@/lib/rewards/rules";
import { SEGMENT_DAYS_MAX, SEGMENT_KINDS } from "@/lib/validation/shop-messages";
import { customers } from "../../../_components/copy";
import { needsDays, SEGMENT_DEFAULT_DAYS } from "../../../_components/segment";
import type { SegmentKind } from "../../../_components/types";
import type { Audience } from "./use-audience";

export type SegmentState = { kind: SegmentKind; days: string; tier: string };
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
  return (
    <div className="space-y-4">
      <Field id="campaign-segment" label="Who gets it" error={errors.segment ?? errors.kind}>
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
              {s.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
      {needsDays(value.kind) && (
        <Field
          id="campaign-days"
          label={value.kind === "active" ? "Visited in the last" : "Not seen for"}
          description={`Days, from 1 to ${SEGMENT_DAYS_MAX}.`}
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
        <Field id="campaign-tier" label="Tier at least" error={errors.tier}>
          <NativeSelect
            value={value.tier}
            onChange={(e) => onChange({ ...value, tier: e.target.value })}
            wrapperClassName="sm:w-56"
            data-testid="campaign-tier"
          >
            {TIERS.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name} (level {t.minLevel} and up)
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
  return (
    <div
      className="bg-secondary/60 flex min-h-11 items-center gap-2 rounded-lg px-3 py-2 text-sm"
      aria-live="polite"
      data-testid="campaign-audience"
      data-status={audience?.status ?? "none"}
    >
      <Users className="text-muted-foreground size-4 shrink-0" aria-hidden />
      {audience === null && <span>Enter the number of days to count the customers.</span>}
      {audience?.status === "counting" && (
        <>
          <span className="sr-only">Counting customers…</span>
          <Skeleton className="h-4 w-32" />
        </>
      )}
      {audience?.status === "counted" && (
        <span>
          <strong data-testid="campaign-audience-count" className="tabular-nums">
            {customers(audience.customers)}
          </strong>{" "}
          right now
        </span>
      )}
      {audience?.status === "failed" && (
        <span className="text-destructive">{audience.message}</span>
      )}
    </div>
  );
}
