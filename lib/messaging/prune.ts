import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";

/** How long the inbox keeps a message. */
export const KEEP_DAYS = 180;
// Deleted a slice at a time, so a first prune of a large inbox holds no long lock.
const SLICE = 5000;

/** Deletes the inbox messages older than 180 days (daily, as the "inbox-prune" job). */
export async function pruneInbox({ now = new Date() }: { now?: Date } = {}): Promise<number> {
  const before = new Date(+now - KEEP_DAYS * 86_400_000);
  let deleted = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from inbox_messages where id in (
        select id from inbox_messages where created_at < ${before} order by created_at limit ${SLICE})`);
    deleted += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < SLICE) return deleted;
  }
}

/** The "inbox-prune" queue's job. */
export async function pruneJob(): Promise<void> {
  await pruneInbox();
}
