import type { AutomationKind, CampaignStatus } from "@/lib/db/schema/messages";
import type { Segment } from "@/lib/validation/shop-messages";

export type { Segment, SegmentKind } from "@/lib/validation/shop-messages";

/**
 * The answers of /api/automations and /api/campaigns as this screen reads them (JSON: dates
 * are strings).
 */

export type AutomationView = {
  kind: AutomationKind;
  enabled: boolean;
  title: string;
  body: string;
  days: number | null;
  sentLast30Days: number;
};

export type AutomationsAnswer = {
  automations: AutomationView[];
  quietHours: { start: string; end: string };
  timeZone: string;
  shopName: string;
  rewardName: string;
};

export type CampaignCounts = { recipients: number; pushed: number; failed: number; opened: number };

export type CampaignView = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  segment: Segment;
  sendAt: string;
  status: CampaignStatus;
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
  counts: CampaignCounts;
};
