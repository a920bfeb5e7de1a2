import type { Segment, SegmentKind } from "./types";

export const SEGMENT_DEFAULT_DAYS = { active: 30, lapsed: 28 } as const;

export function needsDays(kind: SegmentKind): kind is "active" | "lapsed" {
  return kind === "active" || kind === "lapsed";
}

/** Who a campaign goes to, as a sentence: "Customers not seen for 28 days". */
export function describeSegment(segment: Segment): string {
  switch (segment.kind) {
    case "everyone":
      return "Every customer";
    case "active":
      return `Customers who visited in the last ${segment.days} days`;
    case "lapsed":
      return `Customers not seen for ${segment.days} days`;
    case "one-away":
      return "Customers one punch away from their reward";
    case "reward-waiting":
      return "Customers with a reward waiting";
    case "tier":
      return `Customers at tier ${segment.tier} or higher`;
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
