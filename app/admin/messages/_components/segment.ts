import type { useTranslations } from "next-intl";
import type { Segment, SegmentKind } from "./types";

export const SEGMENT_DEFAULT_DAYS = { active: 30, lapsed: 28 } as const;

export function needsDays(kind: SegmentKind): kind is "active" | "lapsed" {
  return kind === "active" || kind === "lapsed";
}

type Words = ReturnType<typeof useTranslations<"adminSettings.messages.segments">>;

/** Who a campaign goes to, as a sentence: "Customers not seen for 28 days". */
export function describeSegment(segment: Segment, t: Words): string {
  switch (segment.kind) {
    case "everyone":
      return t("describe.everyone");
    case "active":
      return t("describe.active", { days: segment.days });
    case "lapsed":
      return t("describe.lapsed", { days: segment.days });
    case "one-away":
      return t("describe.oneAway");
    case "reward-waiting":
      return t("describe.rewardWaiting");
    case "tier":
      return t("describe.tier", { tier: tierName(segment.tier, t) });
  }
}

const TIER_KEYS = {
  Bronze: "bronze",
  Silver: "silver",
  Gold: "gold",
  Platinum: "platinum",
  Diamond: "diamond",
  Master: "master",
  Legend: "legend",
} as const;

/**
 * A tier's name in the reader's language ("Oro"): the API and the rules name tiers in English
 * (lib/rewards/rules.ts), which stays the value sent; a name we do not know is shown as it is.
 */
export function tierName(name: string, t: Words): string {
  return Object.hasOwn(TIER_KEYS, name)
    ? t(`tiers.${TIER_KEYS[name as keyof typeof TIER_KEYS]}`)
    : name;
}

/** Each kind's name in the segment picker. */
export function segmentLabel(kind: SegmentKind, t: Words): string {
  switch (kind) {
    case "everyone":
      return t("kinds.everyone");
    case "active":
      return t("kinds.active");
    case "lapsed":
      return t("kinds.lapsed");
    case "one-away":
      return t("kinds.oneAway");
    case "reward-waiting":
      return t("kinds.rewardWaiting");
    case "tier":
      return t("kinds.tier");
  }
}

/** The query of GET /api/campaigns/audience for a segment. */
export function audienceQuery(segment: Segment): string {
  const query = new URLSearchParams({ kind: segment.kind });
  if (segment.kind === "active" || segment.kind === "lapsed")
    query.set("days", String(segment.days));
  if (segment.kind === "tier") query.set("tier", segment.tier);
  return query.toString();
}
