import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import type { MessageKind } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { enqueue } from "@/lib/queue/boss";
import { preferenceOf, type Preference } from "./kinds";

export type NewMessage = {
  userId: string;
  kind: MessageKind;
  title: string;
  body: string;
  /** The app path a tap opens; the inbox when absent. */
  link?: string;
  /** What makes the message once-only for its customer: see inbox_messages.dedupe_key. */
  dedupeKey: string;
  campaignId?: string | null;
};

/**
 * The push decision as SQL, for one customer column: 'pending' when the customer has a phone
 * subscribed and has not turned this kind off (no settings row: everything on), else
 * 'skipped'. Bulk writers (campaigns, announcements) put it in their INSERT … SELECT.
 */
export function pushStatusSql(userId: SQL, preference: Preference): SQL {
  const wants = sql.raw(`coalesce(ns.${preference}, true)`);
  return sql`(select case
      when exists (select 1 from push_subscriptions ps where ps.user_id = ${userId}) and ${wants}
      then 'pending' else 'skipped' end::push_status
    from (select 1) one left join notification_settings ns on ns.user_id = ${userId})`;
}

/**
 * Writes a message to its customer's inbox, once: a second write with the same dedupe key is
 * nothing (a retried job, a second server, a replayed trigger). Returns the new message's id,
 * or null when it was already there. Its push is marked 'pending' for pushSoon after commit.
 */
export async function writeMessage(tx: Tx | Db, message: NewMessage): Promise<number | null> {
  const result = await tx.execute<{ id: string }>(sql`
    insert into inbox_messages (user_id, kind, title, body, link, dedupe_key, campaign_id, push_status)
    values (${message.userId}, ${message.kind}, ${message.title}, ${message.body},
      ${message.link ?? "/user/inbox"}, ${message.dedupeKey}, ${message.campaignId ?? null},
      ${pushStatusSql(sql`${message.userId}::uuid`, preferenceOf(message.kind))})
    on conflict (user_id, dedupe_key) do nothing
    returning id`);
  const id = result.rows[0]?.id;
  return id === undefined ? null : Number(id);
}

/**
 * After the commit that wrote them: asks a worker to push these messages (those still
 * 'pending'), at once or after `startAfter` (the end of quiet hours). A job lost to a crash
 * right here is picked up by the sweep (lib/messaging/push/sweep.ts).
 */
export async function pushSoon(ids: number[], options: { startAfter?: Date } = {}): Promise<void> {
  if (ids.length === 0) return;
  await enqueue("push", { ids }, options);
}

/**
 * One message, in a transaction of its own, pushed at once: for what the customer just caused
 * (a full card, a level-up token, a reply to their ticket). Never throws: a message that cannot
 * be written is logged, and the action that caused it stands.
 */
export async function deliver(message: NewMessage): Promise<number | null> {
  try {
    const id = await transaction((tx) => writeMessage(tx, message));
    if (id !== null) await pushSoon([id]);
    return id;
  } catch (error) {
    console.error(
      `[messages] ${message.kind} for ${message.userId} was not delivered:`,
      error instanceof Error ? error.message : error,
    );
    return null;
  }
}
