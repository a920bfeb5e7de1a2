// The floor: the database work of a redemption and of a verification, statement for
// statement as lib/rewards/redeem-token.ts and verify-code.ts send it, straight over `pg`
// with no web framework in between. The statements written as SQL are the app's own
// (lib/rewards/reward-sql.ts, lib/security/limit-sql.ts), turned into text and parameters by
// Drizzle's dialect as its node-postgres driver does; the three row reads the app builds with
// Drizzle's query builder are below as the text it builds (floor.test.ts checks they match).
import { randomBytes } from "node:crypto";
import { PgDialect } from "drizzle-orm/pg-core";
import { addPunches, rewardsWaiting } from "../../lib/program/card.ts";
import {
  levelFromXp,
  levelUpTokensBetween,
  XP_PER_CODE,
  XP_PER_TOKEN,
} from "../../lib/rewards/curve.ts";
import {
  counterNoticeSql,
  earnSql,
  redeemWritesSql,
  verifyWritesSql,
  writeXpSql,
} from "../../lib/rewards/reward-sql.ts";
import { VERIFY_LIMIT, wrongCodeKey } from "../../lib/rewards/wrong-codes.ts";
import { holdLimitSql } from "../../lib/security/limit-sql.ts";

class Refused extends Error {}

/** lib/rewards/lock-columns.ts: the token, the card and the code with its product, each locked. */
export const TOKEN_LOCK = `select "used_at", "owner_id", "expires_at", "voided_at", "punches" from "punch_tokens" where "punch_tokens"."id" = $1 for update`;
export const CARD_LOCK = `select "punches", "cycle", "last_punch_at", "size", "rewards", "handed", "waiting" from "punch_cards" where "punch_cards"."user_id" = $1 for update`;
export const CODE_LOCK = `select "verification_codes"."id", "verification_codes"."is_used", "products"."id", "products"."name", "products"."description", "products"."detailed_description", "products"."image_url", "products"."images", "products"."video_url", "products"."flavors", "products"."stock", "products"."category_id", "products"."price_cents", "products"."deal_price_cents", "products"."hidden", "products"."created_at", "products"."updated_at" from "verification_codes" left join "products" on "products"."id" = "verification_codes"."product_id" where "verification_codes"."code" = $1 for update of "verification_codes"`;

const dialect = new PgDialect();

/** An app statement as Drizzle sends it: the same text, the same parameters. */
function send(client, statement) {
  const { sql, params } = dialect.sqlToQuery(statement);
  return client.query(sql, params);
}

/** A row read the way Drizzle's query builder reads it: as an array, in column order. */
async function lockRow(client, text, value) {
  return (await client.query({ text, values: [value], rowMode: "array" })).rows[0];
}

/** The rules' arithmetic on the locked row (earn-rules.ts refuseEarning, minus the dates). */
function refuse(row, kind, lastPunchAt) {
  if (row.blockedAt) throw new Refused("blocked");
  const max = kind === "punch" ? row.maxPunchesPerDay : row.maxCodesPerDay;
  if (max !== null && (kind === "punch" ? row.dayPunches : row.dayCodes) > max)
    throw new Refused("daily limit");
  const cooldown = row.punchCooldownMinutes;
  if (kind === "punch" && cooldown && lastPunchAt && +lastPunchAt + cooldown * 60_000 > Date.now())
    throw new Refused("cooldown");
}

async function transaction(pool, work) {
  const client = await pool.connect();
  try {
    await client.query("begin");
    const result = await work(client);
    await client.query("commit");
    return result;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    client.release();
  }
}

/** lib/rewards/grant.ts writeXp: XP, level, ledger entry and level-up tokens in one statement. */
async function writeXp(client, userId, locked, amount, entry, notice) {
  const xp = Math.max(0, locked.xp + amount);
  const { level } = levelFromXp(xp);
  const tokensIssued = Array.from({ length: levelUpTokensBetween(locked.level, level) }, () =>
    randomBytes(16).toString("base64url"),
  );
  await send(
    client,
    writeXpSql({
      userId,
      xp,
      level,
      xpDelta: xp - locked.xp,
      at: locked.at,
      entry,
      tokensIssued,
      notice,
    }),
  );
}

export function redeemOverPg(pool, { tokenId, user }) {
  return transaction(pool, async (client) => {
    const token = await lockRow(client, TOKEN_LOCK, tokenId);
    const [usedAt, ownerId, expiresAt, voidedAt, added] = token ?? [];
    if (!token || usedAt || (ownerId && ownerId !== user.id)) throw new Refused("invalid token");
    const now = new Date();
    if (voidedAt || (expiresAt && expiresAt <= now)) throw new Refused("token expired");
    const row = await lockRow(client, CARD_LOCK, user.id);
    if (!row) throw new Refused("no card");
    const [punches, cycle, lastPunchAt, size, rewards, handed, waiting] = row;
    const card = { punches, size, rewards, handed, waiting };
    // A full card never refuses: the token's punches past its end wait for the next card.
    const after = addPunches(card, added);
    const writes = redeemWritesSql({ tokenId, user, now, card: after });
    const locked = (
      await send(client, earnSql({ userId: user.id, kind: "punch", count: added, now, writes }))
    ).rows[0];
    refuse(locked, "punch", lastPunchAt);
    // A shop token (no owner): the app's notice to the counter display rides in the same write.
    const notice = ownerId
      ? undefined
      : counterNoticeSql({
          username: user.username,
          punches: after.punches,
          size,
          isComplete: after.isComplete,
          added,
          waiting: after.waiting,
          rewardsWaiting: rewardsWaiting({ ...card, ...after }).map((w) => w.reward.name),
          isNew: false,
        });
    await writeXp(
      client,
      user.id,
      locked,
      XP_PER_TOKEN * added,
      { reason: "token", punchDelta: added, cycle, tokenId },
      notice,
    );
  });
}

export function verifyOverPg(pool, { code, user }) {
  return transaction(pool, async (client) => {
    // Lock order: this customer's wrong-code limit, the code, then the user.
    const held = await send(client, holdLimitSql(wrongCodeKey(user.id), VERIFY_LIMIT.limit));
    if (Number(held.rows[0]?.wait ?? 0) > 0) throw new Refused("rate limited");
    const row = await lockRow(client, CODE_LOCK, code);
    // Like Drizzle, rows as arrays: the code's and the product's columns are both called "id".
    const [codeId, isUsed, productId] = row ?? [];
    if (!row || isUsed || !productId) throw new Refused("unknown code");
    const now = new Date();
    const writes = verifyWritesSql({ codeId, user, now });
    const locked = (await send(client, earnSql({ userId: user.id, kind: "code", now, writes })))
      .rows[0];
    refuse(locked, "code", null);
    await writeXp(client, user.id, locked, XP_PER_CODE, { reason: "code", codeId });
  });
}
