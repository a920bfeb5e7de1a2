/** The answers of /api/automations and /api/campaigns, as the server types them (JSON shapes). */
export type {
  AutomationSettings as AutomationsAnswer,
  AutomationView,
} from "@/lib/messaging/automations";
export type { CampaignCounts, CampaignView } from "@/lib/messaging/campaigns";
export type { Segment, SegmentKind } from "@/lib/messaging/shop-message-schema";
