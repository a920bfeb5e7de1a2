import "server-only";
import { sql, type SQL } from "drizzle-orm";
import type { Db, Tx } from "@/lib/db/client";
import type { MessageKind } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { pushSoon, pushStatusSql } from "./deliver";
import { preferenceOf } from "./kinds";
import { CUSTOMERS } from "./segments";

/**
 * One message to many customers, written in keyset batches by customer id: each batch is one
 * INSERT … SELECT that reads and writes at most BATCH rows, so a campaign to 100,000 customers
 * holds one batch in memory, never the audience. Campaigns, announcements and the shop's own
 * messages all write through here.
 */

/** Customers per batch: also the most ids one push job carries. */
export const BATCH = 1000;

export type FanOut = {
  kind: MessageKind;
  /** Title and text, the shop's placeholders filled; {name}, {punches} and {reward} here. */
  title: string;
  body: string;
  link: string;
  /** The message's dedupe key for one customer, as SQL over `u` and `c`. */
  dedupeKey: SQL;
  /** Who gets it, beside `u.role = 'user'`: SQL over `u` (users) and `c` (their card). */
  where: SQL;
  /** More rows beside each customer, for `where` and `dedupeKey` (a join or a lateral). */
  join?: SQL;
  /** Each customer's {reward}, as SQL over `c` (card-sql.ts's rewardWordSql); none: as typed. */
  reward?: SQL;
  /** Fill each customer's {name} and {punches}; false keeps the text as written (news). */
  personal?: boolean;
  campaignId?: string | null;
  /** The message's time: the clock the shop's own messages were decided at (tests move it). */
  createdAt?: Date;
};

export type Written = { userId: string; id: number; pending: boolean };
export type Batch = { last: string | null; written: Written[] };

/**
 * A text's {reward}, {name} and {punches} for each customer, in SQL: the reward the message is
 * about on their own card, the same as customerName() in placeholders.ts (the first word of
 * the name, else the username) and the card's punches.
 */
function personal(text: string, reward?: SQL): SQL {
  // Only a text that names {reward} reads each customer's card for it: the rest pay nothing.
  const own =
    reward && text.includes("{reward}")
      ? sql`replace(${text}::text, '{reward}', ${reward})`
      : sql`${text}::text`;
  return sql`replace(replace(${own},
    '{name}', coalesce(nullif(split_part(btrim(u.name), ' ', 1), ''), u.username)),
    '{punches}', coalesce(c.punches, 0)::text)`;
}

/**
 * The next batch after customer `after` (null: from the start): writes each customer's message
 * once (a key already there is skipped) and answers the last customer id read, null when no
 * customer is left, with the messages written.
 */
export async function writeBatch(
  tx: Tx | Db,
  message: FanOut,
  after: string | null,
  size = BATCH,
): Promise<Batch> {
  const text = (value: string) =>
    message.personal === false ? sql`${value}::text` : personal(value, message.reward);
  const result = await tx.execute<{ last: string | null; written: [number, string, string][] }>(sql`
    with batch as (
      select u.id as user_id, ${text(message.title)} as title, ${text(message.body)} as body,
        ${message.dedupeKey} as dedupe_key
      from ${CUSTOMERS} ${message.join ?? sql``}
      where u.role = 'user' and ${message.where}
        ${after === null ? sql`` : sql`and u.id > ${after}::uuid`}
      order by u.id
      limit ${size}
    ), written as (
      insert into inbox_messages
        (user_id, kind, title, body, link, dedupe_key, campaign_id, push_status, created_at)
      select b.user_id, ${message.kind}::message_kind, b.title, b.body, ${message.link}::text,
        b.dedupe_key,
        ${message.campaignId ?? null}::uuid,
        ${pushStatusSql(sql`b.user_id`, preferenceOf(message.kind))},
        coalesce(${message.createdAt ?? null}::timestamptz, now())
      from batch b
      on conflict (user_id, dedupe_key) do nothing
      returning id, user_id, push_status
    )
    select (select user_id from batch order by user_id desc limit 1) as last,
      coalesce((select json_agg(json_build_array(id, user_id, push_status)) from written), '[]')
        as written`);
  const row = result.rows[0];
  return {
    last: row?.last ?? null,
    written: (row?.written ?? []).map(([id, userId, status]) => ({
      id: Number(id),
      userId,
      pending: status === "pending",
    })),
  };
}

/** The ids of the messages written 'pending': what a push job is asked to send. */
export const pendingIds = (batch: Batch) => batch.written.filter((w) => w.pending).map((w) => w.id);

/**
 * Every customer `message` is for, from the first id to the last: a transaction per batch
 * (with `alsoWrite` in it: the birthday's gift token), its pushes asked for after its commit.
 * A run cut short is simply run again: what was written is skipped by its key.
 */
export async function sendToAll(
  message: FanOut,
  alsoWrite?: (tx: Tx, written: Written[]) => Promise<void>,
): Promise<number> {
  let written = 0;
  let after: string | null = null;
  do {
    const batch: Batch = await transaction(async (tx) => {
      const b = await writeBatch(tx, message, after);
      await alsoWrite?.(tx, b.written);
      return b;
    });
    await pushSoon(pendingIds(batch));
    written += batch.written.length;
    after = batch.last;
  } while (after !== null);
  return written;
}
