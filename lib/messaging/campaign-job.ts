import "server-only";
import { sql } from "drizzle-orm";
import * as z from "zod";
import { db } from "@/lib/db/client";
import { transaction } from "@/lib/db/transaction";
import { readShopSettings } from "@/lib/settings/shop";
import { segmentSchema } from "@/lib/messaging/shop-message-schema";
import { pushSoon } from "./deliver";
import { pendingIds, writeBatch, type FanOut } from "./fan-out";
import { fillPlaceholders, rewardAboutOf } from "./placeholders";
import { segmentCondition } from "./segments";
import { customerReward, shopPlaceholders } from "./shop-placeholders";
import { enqueue } from "@/lib/queue/boss";

const jobData = z.object({ campaignId: z.guid() });

type Row = {
  status: string;
  cursor: string | null;
  title: string;
  body: string;
  link: string | null;
  segment: unknown;
  started_at: Date | string | null;
};

/** The campaign as one message for its segment, the audience read at the moment it started. */
async function messageOf(campaignId: string, row: Row): Promise<FanOut> {
  const [settings, shop] = await Promise.all([readShopSettings(), shopPlaceholders()]);
  const segment = segmentSchema.parse(row.segment);
  const values = { shop: shop.shop };
  return {
    kind: "campaign",
    title: fillPlaceholders(row.title, values),
    body: fillPlaceholders(row.body, values),
    // A campaign to customers one punch away names their next reward, to those with a reward
    // waiting that reward; any other, what their own card earns when full.
    reward: customerReward(shop.rewards, rewardAboutOf(segment.kind), shop.defaultItem),
    link: row.link ?? "/user/inbox",
    dedupeKey: sql`${`campaign:${campaignId}`}::text`,
    where: segmentCondition(segment, {
      now: new Date(row.started_at ?? Date.now()),
      timeZone: settings.timeZone,
    }),
    campaignId,
  };
}

/**
 * One batch of the fan-out, in one transaction under the campaign row's lock: read the cursor,
 * write the next customers' messages, move the cursor (or mark it sent). Two workers on one
 * campaign (a retry beside a slow first run) take turns, each going on from the other's cursor.
 */
async function nextBatch(campaignId: string, message: FanOut) {
  return transaction(async (tx) => {
    const locked = await tx.execute<{ status: string; cursor: string | null }>(sql`
      select status, cursor from campaigns where id = ${campaignId} for update`);
    const row = locked.rows[0];
    if (row?.status !== "sending") return { done: true, pending: [] as number[] };
    const batch = await writeBatch(tx, message, row.cursor);
    if (batch.last === null) {
      await tx.execute(sql`
        update campaigns set status = 'sent', finished_at = now(),
          recipients = (select count(*) from inbox_messages where campaign_id = ${campaignId})
        where id = ${campaignId}`);
      return { done: true, pending: [] };
    }
    await tx.execute(sql`update campaigns set cursor = ${batch.last} where id = ${campaignId}`);
    return { done: false, pending: pendingIds(batch) };
  });
}

/**
 * The "campaign" queue's job: sends a campaign at its time. Scheduled becomes sending (a
 * cancelled one is left alone), then batch after batch from the saved cursor, each batch's
 * pushes a job of their own after its commit. A worker that dies mid-way leaves the cursor at
 * its last commit; the queue runs the job again and it goes on from there, and the dedupe key
 * `campaign:<id>` refuses a second message to anyone.
 */
export async function campaignJob(data: unknown): Promise<void> {
  const { campaignId } = jobData.parse(data);
  const started = await db.execute<Row>(sql`
    update campaigns set status = 'sending', started_at = coalesce(started_at, now())
    where id = ${campaignId} and status in ('scheduled', 'sending')
    returning status, cursor, title, body, link, segment, started_at`);
  const row = started.rows[0];
  if (!row) return;
  const message = await messageOf(campaignId, row);
  for (;;) {
    const step = await nextBatch(campaignId, message);
    await pushSoon(step.pending);
    if (step.done) return;
  }
}

/**
 * The "campaign-sweep" queue's job: a campaign due ten minutes ago or more, not sent, with no
 * job waiting or running (its enqueue was lost, or its job ran out of retries), gets a new one.
 */
export async function sweepCampaigns(): Promise<void> {
  const lost = await db.execute<{ id: string }>(sql`
    select c.id from campaigns c
    where c.status in ('scheduled', 'sending') and c.send_at < now() - interval '10 minutes'
      and not exists (
        select 1 from pgboss.job j
        where j.name = 'campaign' and j.state in ('created', 'retry', 'active')
          and j.data->>'campaignId' = c.id::text
      )
    limit 100`);
  for (const { id } of lost.rows) await enqueue("campaign", { campaignId: id });
}
