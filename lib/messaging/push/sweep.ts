import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { pushSoon } from "../deliver";

// A message 'pending' this long lost its job (its server died between commit and enqueue), unless
// it waits for the end of quiet hours: those were enqueued with a later start and are
// left to it. One claimed ('sending', pushed_at holding the claim's time) this long belonged to
// a server that died mid-push: whether it reached the phone is unknown, so it counts as failed.
const LOST_AFTER = "10 minutes";
const BATCH = 500;

/** The "push-sweep" queue's job, every five minutes. */
export async function sweepPushes(): Promise<void> {
  await db.execute(sql`
    update inbox_messages set push_status = 'failed'
    where push_status = 'sending' and pushed_at < now() - ${LOST_AFTER}::interval`);
  const lost = await db.execute<{ id: string }>(sql`
    select m.id from inbox_messages m
    where m.push_status = 'pending' and m.created_at < now() - ${LOST_AFTER}::interval
      and not exists (
        select 1 from pgboss.job j
        where j.name = 'push' and j.state in ('created', 'retry', 'active')
          and j.data->'ids' @> to_jsonb(m.id)
      )
    order by m.id limit ${BATCH}`);
  await pushSoon(lost.rows.map((r) => Number(r.id)));
}
