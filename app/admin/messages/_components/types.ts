/** The answers of /api/automations and /api/campaigns, as the server types them (JSON shapes). */
export type {
  AutomationSettings as AutomationsAnswer,
  AutomationView,
} from "@/lib/messages/automations";
export type { CampaignCounts, CampaignView } from "@/lib/messages/campaigns";
export type { Segment, SegmentKind } from "@/lib/validation/shop-messages";
