import { randomBytes } from "node:crypto";
import { levelFromXp } from "../../lib/rewards/rules";
import { sql } from "./api";

/** Arranges rewards data straight in the database. */
export async function insertToken({
  ownerId,
  punches = 1,
  id = randomBytes(16).toString("base64url"),
}: { ownerId?: string; punches?: number; id?: string } = {}) {
  await sql().query(
    "insert into punch_tokens (id, kind, owner_id, punches) values ($1, $2, $3, $4)",
    [id, ownerId ? "level_up" : "admin", ownerId ?? null, punches],
  );
  return id;
}

export async function insertProduct(
  fields: { name?: string; hidden?: boolean; stock?: number } = {},
) {
  const { rows } = await sql().query<{ id: string }>(
    `insert into products (name, description, price_cents, stock, hidden, flavors)
     values ($1, 'A test product', 1299, $2, $3, '{Mint,Mango}') returning id`,
    [
      fields.name ?? `Product ${randomBytes(3).toString("hex")}`,
      fields.stock ?? 5,
      fields.hidden ?? false,
    ],
  );
  return rows[0]!.id;
}

export async function insertCode(productId: string) {
  const code = randomBytes(8)
    .toString("hex")
    .toUpperCase()
    .slice(0, 10)
    .replace(/[^A-Z0-9]/g, "X");
  await sql().query("insert into verification_codes (code, product_id) values ($1, $2)", [
    code,
    productId,
  ]);
  return code;
}

export async function userState(userId: string) {
  const { rows } = await sql().query(
    `select u.xp, u.level, coalesce(c.punches, 0) as punches, coalesce(c.is_complete, false) as "isComplete",
            (select count(*)::int from reward_ledger l where l.user_id = u.id) as ledger,
            (select coalesce(sum(xp_delta), 0)::int from reward_ledger l where l.user_id = u.id) as "ledgerXp",
            (select coalesce(sum(punch_delta), 0)::int from reward_ledger l where l.user_id = u.id) as "ledgerPunches"
     from users u left join punch_cards c on c.user_id = u.id where u.id = $1`,
    [userId],
  );
  return rows[0] as {
    xp: number;
    level: number;
    punches: number;
    isComplete: boolean;
    ledger: number;
    ledgerXp: number;
    ledgerPunches: number;
  };
}

/**
 * Makes a customer's XP, level and card agree with ledger entries a test wrote straight into
 * the database (chart history): XP from the ledger, and the card reset after that history.
 */
export async function settleLedger(userId: string) {
  const { rows } = await sql().query<{ xp: number; punches: number }>(
    `select coalesce(sum(xp_delta), 0)::int as xp, coalesce(sum(punch_delta), 0)::int as punches
     from reward_ledger where user_id = $1`,
    [userId],
  );
  const { xp, punches } = rows[0]!;
  await sql().query("update users set xp = $2, level = $3 where id = $1", [
    userId,
    xp,
    levelFromXp(xp).level,
  ]);
  // The reset closes the card's cycle, as resetCard does.
  if (punches !== 0) {
    await sql().query(
      `insert into reward_ledger (user_id, reason, punch_delta, cycle, created_at)
       select $1, 'card_reset', $2, cycle, clock_timestamp() from punch_cards where user_id = $1`,
      [userId, -punches],
    );
  }
  await sql().query(
    `update punch_cards set punches = 0, is_complete = false, cycle = cycle + 1, reset_at = clock_timestamp() where user_id = $1`,
    [userId],
  );
}
