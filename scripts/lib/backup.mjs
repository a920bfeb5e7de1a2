// Logical backups that need no pg_dump (whose version must match the server's): every table,
// uploads included, as gzipped JSON lines, read in batches through a cursor.
import { createReadStream, createWriteStream } from "node:fs";
import { createInterface } from "node:readline";
import { pipeline } from "node:stream/promises";
import { Readable } from "node:stream";
import { createGunzip, createGzip } from "node:zlib";

// Parents before children, so a restore satisfies every foreign key as it goes.
export const TABLES = [
  "app_settings",
  "users",
  "account_counts",
  "leaderboard_levels",
  "leaderboard_scores",
  "shop_settings",
  "revoked_sessions",
  "known_sign_ins",
  "passkeys",
  "webauthn_challenges",
  "categories",
  "products",
  "punch_cards",
  "token_batches",
  "punch_tokens",
  "verification_codes",
  // Before the ledger: a bonus's entry names its invitation.
  "invite_codes",
  "referrals",
  "reward_ledger",
  "earn_days",
  "activity_hours",
  "review_flags",
  "admin_actions",
  "announcements",
  "tickets",
  "ticket_messages",
  "reviews",
  "blog_posts",
  "inventory_items",
  "login_links",
  "uploads",
  // After uploads: its logo is one.
  "shop_program",
  "rate_limits",
  "automations",
  "campaigns",
  "inbox_messages",
  "push_subscriptions",
  "notification_settings",
  // The wallets: their secrets stay sealed, so a restore needs the same AUTH_SECRET.
  "wallet_connections",
  "wallet_passes",
  "wallet_devices",
  "wallet_callbacks",
];
const BATCH = 500;
// Kept by triggers (on users, lib/users/counts.ts; on the ledger and tokens,
// lib/rewards/activity-hours.ts): restoring their sources fills them, so the backup's own rows
// (the same counts, zero rows included) replace what the triggers wrote.
const KEPT_BY_TRIGGERS = [
  "activity_hours",
  "account_counts",
  "leaderboard_levels",
  "leaderboard_scores",
];

async function* rows(client) {
  yield (
    JSON.stringify({
      format: "punchcard-backup",
      version: 1,
      tables: TABLES,
      createdAt: new Date().toISOString(),
    }) + "\n"
  );
  await client.query("begin isolation level repeatable read read only");
  try {
    for (const table of TABLES) {
      // A void follows the entry it reverses: in id order, every batch restores after its targets.
      const order = table === "reward_ledger" ? " order by id" : "";
      await client.query(
        `declare dump cursor for select to_jsonb(t) as row from "${table}" t${order}`,
      );
      for (;;) {
        const { rows: batch } = await client.query(`fetch ${BATCH} from dump`);
        for (const { row } of batch) yield JSON.stringify({ t: table, r: row }) + "\n";
        if (batch.length < BATCH) break;
      }
      await client.query("close dump");
    }
  } finally {
    await client.query("commit");
  }
}

export async function backup(url, file) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await pipeline(Readable.from(rows(client)), createGzip(), createWriteStream(file));
  } finally {
    await client.end();
  }
}

/** Restores into a migrated, empty database (no users yet). */
export async function restore(url, file) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: existing } = await client.query("select count(*)::int as n from users");
    if (existing[0].n > 0)
      throw new Error(
        "the target database is not empty (it has users); restore needs an empty one",
      );
    await client.query("begin");
    // The count triggers run at each insert, not at commit, where they would count the
    // restored users a second time over the restored counts.
    await client.query("set constraints all immediate");
    await client.query("delete from app_settings");
    const lines = createInterface({
      input: createReadStream(file).pipe(createGunzip()),
      crlfDelay: Infinity,
    });
    let header = null;
    let table = null;
    let batch = [];
    const counts = {};
    const cleared = new Set();
    const flush = async () => {
      if (!batch.length) return;
      if (KEPT_BY_TRIGGERS.includes(table) && !cleared.has(table)) {
        await client.query(`delete from "${table}"`);
        cleared.add(table);
      }
      await client.query(
        `insert into "${table}" select * from jsonb_populate_recordset(null::"${table}", $1::jsonb)`,
        [JSON.stringify(batch)],
      );
      counts[table] = (counts[table] ?? 0) + batch.length;
      batch = [];
    };
    for await (const line of lines) {
      if (!line) continue;
      const item = JSON.parse(line);
      if (!header) {
        if (item.format !== "punchcard-backup") throw new Error("not a Punchcard backup file");
        header = item;
        continue;
      }
      if (item.t !== table) {
        await flush();
        table = item.t;
        if (!TABLES.includes(table)) throw new Error(`unknown table in backup: ${table}`);
      }
      batch.push(item.r);
      if (batch.length >= BATCH) await flush();
    }
    await flush();
    for (const table of ["reward_ledger", "admin_actions"]) {
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), greatest((select max(id) from ${table}), 1))`,
      );
    }
    await client.query("commit");
    return counts;
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
