import { createHash, randomBytes } from "node:crypto";
import { sql, uniqueName } from "./api";

/** A one-off login link stored the way the app stores it (only the SHA-256 of the secret). */
export async function insertLoginLink({
  userId,
  expiresInDays = 30,
  used = false,
}: {
  userId: string;
  expiresInDays?: number;
  used?: boolean;
}) {
  const token = randomBytes(16).toString("base64url");
  await sql().query(
    `insert into login_links (token_hash, user_id, expires_at, used_at)
     values ($1, $2, now() + make_interval(days => $3), $4)`,
    [
      createHash("sha256").update(token).digest("hex"),
      userId,
      expiresInDays,
      used ? new Date() : null,
    ],
  );
  return token;
}

/** Gives a customer a ticket with a message, a review and ledger entries, as real use would. */
export async function seedCustomerData(userId: string, username: string) {
  const product = await sql().query<{ id: string }>(
    `insert into products (name, description, price_cents) values ($1, 'A product', 500) returning id`,
    [uniqueName("prod")],
  );
  const productId = product.rows[0]!.id;
  const ticket = await sql().query<{ id: string }>(
    `insert into tickets (subject, user_id, user_name) values ('Help', $1, $2) returning id`,
    [userId, username],
  );
  await sql().query(
    `insert into ticket_messages (ticket_id, user_id, user_name, message) values ($1, $2, $3, 'Hello')`,
    [ticket.rows[0]!.id, userId, username],
  );
  await sql().query(
    `insert into reviews (product_id, product_name, user_id, user_name, rating) values ($1, 'A product', $2, $3, 5)`,
    [productId, userId, username],
  );
  // The entries and the day's count the reward transaction would write (npm run db:check).
  await sql().query(
    `with entries as (
       insert into reward_ledger (user_id, reason, punch_delta, xp_delta) values ($1, 'token', 1, 5), ($1, 'code', 0, 25)
     )
     insert into earn_days (user_id, day, punches, codes)
     values ($1, (now() at time zone coalesce((select time_zone from shop_settings), 'UTC'))::date, 1, 1)
     on conflict (user_id, day) do update set punches = earn_days.punches + 1, codes = earn_days.codes + 1`,
    [userId],
  );
  // Keep card and XP in step with those entries (npm run db:check).
  await sql().query("update users set xp = xp + 30 where id = $1", [userId]);
  await sql().query(
    "update punch_cards set punches = punches + 1, is_complete = punches + 1 >= 10 where user_id = $1",
    [userId],
  );
  return { productId, ticketId: ticket.rows[0]!.id };
}

/** How many rows of each table still belong to this user. */
export async function rowsOf(userId: string) {
  const { rows } = await sql().query<Record<string, number>>(
    `select
       (select count(*) from users where id = $1)::int as users,
       (select count(*) from punch_cards where user_id = $1)::int as punch_cards,
       (select count(*) from tickets where user_id = $1)::int as tickets,
       (select count(*) from ticket_messages where user_id = $1)::int as ticket_messages,
       (select count(*) from reviews where user_id = $1)::int as reviews,
       (select count(*) from reward_ledger where user_id = $1)::int as reward_ledger,
       (select count(*) from login_links where user_id = $1)::int as login_links`,
    [userId],
  );
  return rows[0]!;
}

/** Fails when a response carries a password field or anything that looks like a hash. */
export function expectNoSecrets(body: unknown, ...plainPasswords: string[]) {
  const text = JSON.stringify(body);
  const leaks =
    /"(password|passwordHash|password_hash|newPassword|currentPassword)"\s*:/i.test(text) ||
    /\$argon2/.test(text) ||
    plainPasswords.some((p) => text.includes(p));
  if (leaks) throw new Error(`response leaks a secret: ${text.slice(0, 300)}`);
}
