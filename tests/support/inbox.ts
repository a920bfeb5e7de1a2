import { randomBytes } from "node:crypto";
import { sql } from "./api";

type MessageKind =
  | "reward_ready"
  | "level_up"
  | "ticket_reply"
  | "announcement"
  | "campaign"
  | "welcome"
  | "one_away"
  | "reward_waiting"
  | "miss_you"
  | "birthday";

/**
 * A message in a customer's inbox, written straight to the table (as the sender's INSERT
 * does), for tests of the inbox itself. `minutesAgo` spreads messages over time.
 */
export async function insertMessage(
  userId: string,
  {
    kind = "campaign",
    title = `Message ${randomBytes(3).toString("hex")}`,
    body = "Something for you at the counter.",
    link = "/user/inbox",
    minutesAgo = 0,
    read = false,
  }: {
    kind?: MessageKind;
    title?: string;
    body?: string;
    link?: string;
    minutesAgo?: number;
    read?: boolean;
  } = {},
): Promise<number> {
  const { rows } = await sql().query<{ id: string }>(
    `insert into inbox_messages (user_id, kind, title, body, link, dedupe_key, created_at, read_at)
     values ($1, $2, $3, $4, $5, $6, now() - make_interval(mins => $7),
             case when $8 then now() end)
     returning id`,
    [userId, kind, title, body, link, `test:${randomBytes(8).toString("hex")}`, minutesAgo, read],
  );
  return Number(rows[0]!.id);
}

export async function messageState(id: number) {
  const { rows } = await sql().query<{ read: boolean; opened: boolean }>(
    `select read_at is not null as read, opened_at is not null as opened from inbox_messages where id = $1`,
    [id],
  );
  return rows[0];
}
