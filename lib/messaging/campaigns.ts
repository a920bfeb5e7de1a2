import "server-only";
import { desc, eq, inArray, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { campaigns, inboxMessages, type Campaign } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { readShopSettings } from "@/lib/settings/shop";
import {
  segmentSchema,
  type CampaignValues,
  type Segment,
} from "@/lib/messaging/shop-message-schema";
import { CAMPAIGN_NOT_FOUND, CAMPAIGN_STARTED } from "./campaign-messages";
import { quietUntil } from "./quiet-hours";
import { enqueue } from "@/lib/queue/boss";

/** A campaign's figures: inbox messages written, pushes that reached a phone or failed, taps. */
export type CampaignCounts = { recipients: number; pushed: number; failed: number; opened: number };

/** A campaign as the API answers it. */
export type CampaignView = {
  id: string;
  title: string;
  body: string;
  link: string | null;
  segment: Segment;
  sendAt: string;
  status: Campaign["status"];
  createdAt: string;
  startedAt: string | null;
  finishedAt: string | null;
  cancelledAt: string | null;
  counts: CampaignCounts;
};

const LIST_LIMIT = 50;
const NO_COUNTS: CampaignCounts = { recipients: 0, pushed: 0, failed: 0, opened: 0 };

const iso = (at: Date | null) => (at ? at.toISOString() : null);

function view(row: Campaign, counts: CampaignCounts = NO_COUNTS): CampaignView {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    link: row.link,
    // Written by campaignSchema; read back through it so the type is the segment's.
    segment: segmentSchema.parse(row.segment),
    sendAt: row.sendAt.toISOString(),
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    startedAt: iso(row.startedAt),
    finishedAt: iso(row.finishedAt),
    cancelledAt: iso(row.cancelledAt),
    counts,
  };
}

/** The figures of these campaigns, read from their inbox messages (one grouped query). */
async function countsOf(ids: string[]): Promise<Map<string, CampaignCounts>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: inboxMessages.campaignId,
      recipients: sql<number>`count(*)::int`,
      pushed: sql<number>`(count(*) filter (where ${inboxMessages.pushStatus} = 'sent'))::int`,
      failed: sql<number>`(count(*) filter (where ${inboxMessages.pushStatus} = 'failed'))::int`,
      opened: sql<number>`(count(*) filter (where ${inboxMessages.openedAt} is not null))::int`,
    })
    .from(inboxMessages)
    .where(inArray(inboxMessages.campaignId, ids))
    .groupBy(inboxMessages.campaignId);
  return new Map(
    rows.map(({ id, ...counts }) => [
      id!,
      {
        recipients: Number(counts.recipients),
        pushed: Number(counts.pushed),
        failed: Number(counts.failed),
        opened: Number(counts.opened),
      },
    ]),
  );
}

/**
 * Saves a campaign and puts its fan-out on the job queue for its time (now when none). A time
 * inside the shop's quiet hours moves to their end, and the campaign shows the time it will go.
 */
export async function createCampaign({
  input,
  adminId,
}: {
  input: CampaignValues;
  adminId: string;
}): Promise<CampaignView> {
  const wanted = input.sendAt ?? new Date();
  const sendAt = quietUntil(wanted, await readShopSettings()) ?? wanted;
  const [row] = await db
    .insert(campaigns)
    .values({
      title: input.title,
      body: input.body,
      link: input.link,
      segment: input.segment,
      sendAt,
      createdBy: adminId,
    })
    .returning();
  // After the commit: a job that ran first would not find the row. A job lost here is made
  // again by the campaign sweep (campaign-job.ts, every 10 minutes): the campaign stands.
  try {
    await enqueue("campaign", { campaignId: row!.id }, { startAfter: sendAt });
  } catch (error) {
    console.error(
      `[messages] campaign ${row!.id} waits for the sweep:`,
      error instanceof Error ? error.message : error,
    );
  }
  return view(row!);
}

/** The newest campaigns first, with their figures. */
export async function listCampaigns(): Promise<CampaignView[]> {
  const rows = await db
    .select()
    .from(campaigns)
    .orderBy(desc(campaigns.createdAt), desc(campaigns.id))
    .limit(LIST_LIMIT);
  const counts = await countsOf(rows.map((r) => r.id));
  return rows.map((row) => view(row, counts.get(row.id)));
}

export async function getCampaign({ id }: { id: string }): Promise<CampaignView> {
  const [row] = await db.select().from(campaigns).where(eq(campaigns.id, id));
  if (!row) throw new ApiError("not_found", CAMPAIGN_NOT_FOUND);
  return view(row, (await countsOf([id])).get(id));
}

/**
 * Cancels a campaign that has not started sending; its job, when it comes, finds it cancelled
 * and sends nothing. Once sending, it is too late: 409.
 */
export async function cancelCampaign({ id }: { id: string }): Promise<CampaignView> {
  const [row] = await db
    .update(campaigns)
    .set({ status: "cancelled", cancelledAt: new Date() })
    .where(sql`${campaigns.id} = ${id} and ${campaigns.status} = 'scheduled'`)
    .returning();
  if (row) return view(row);
  const current = await getCampaign({ id });
  if (current.status === "cancelled") return current;
  throw new ApiError("conflict", CAMPAIGN_STARTED);
}
