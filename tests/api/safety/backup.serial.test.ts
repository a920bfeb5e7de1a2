import { randomBytes } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Pool } from "pg";
import { TABLES as WRITABLE, fingerprintOf } from "../../support/safety";
import { runScript } from "../../support/server";

function databaseUrl(name: string) {
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  return url.toString();
}

// Every table a request may write, plus those the server and the reward rules keep: each
// holds a row before the backup.
const TABLES = [
  ...new Set([
    ...WRITABLE,
    "rate_limits",
    "app_settings",
    "token_batches",
    "earn_days",
    "webauthn_challenges",
  ]),
];

/** Every table of the database, so a new table left out of the backup fails here. */
async function allTables(pool: Pool): Promise<string[]> {
  const { rows } = await pool.query<{ name: string }>(
    "select table_name as name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by 1",
  );
  return rows.map((r) => r.name);
}

/** Count and md5 of each table's rows, the upload's bytes included. */
const fingerprint = async (pool: Pool) => fingerprintOf(pool, await allTables(pool));

/** One row in every table, the upload's bytes included. */
async function fill(pool: Pool) {
  const id = (
    await pool.query(
      `insert into users (username, role, password_hash, xp, level) values ('backup-user', 'user', 'x', 30, 1) returning id`,
    )
  ).rows[0].id;
  await pool.query(`insert into punch_cards (user_id, punches) values ($1, 1)`, [id]);
  await pool.query(
    `insert into punch_tokens (id, used_at, used_by) values ('tok-backup', now(), $1)`,
    [id],
  );
  const category = (
    await pool.query(`insert into categories (name) values ('Drinks') returning id`)
  ).rows[0].id;
  const product = (
    await pool.query(
      `insert into products (name, description, price_cents, category_id, flavors, images) values ('Tea', 'Hot', 350, $1, '{Mint,"Earl Grey"}', '{/a.png}') returning id`,
      [category],
    )
  ).rows[0].id;
  const code = (
    await pool.query(
      `insert into verification_codes (code, product_id, is_used, used_at, used_by) values ('ACDEFGHJKM', $1, true, now(), $2) returning id`,
      [product, id],
    )
  ).rows[0].id;
  await pool.query(
    `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, token_id) values ($1, 'token', 1, 5, 'tok-backup')`,
    [id],
  );
  await pool.query(
    `insert into reward_ledger (user_id, reason, xp_delta, code_id) values ($1, 'code', 25, $2)`,
    [id, code],
  );
  await pool.query(`insert into announcements (title, content) values ('Hello', 'World')`);
  const ticket = (
    await pool.query(
      `insert into tickets (subject, user_id, user_name) values ('Help', $1, 'backup-user') returning id`,
      [id],
    )
  ).rows[0].id;
  await pool.query(
    `insert into ticket_messages (ticket_id, user_id, user_name, message) values ($1, $2, 'backup-user', 'Line 1\nLine 2 ✓')`,
    [ticket, id],
  );
  await pool.query(
    `insert into reviews (product_id, product_name, user_id, user_name, rating, comment) values ($1, 'Tea', $2, 'backup-user', 5, 'Great')`,
    [product, id],
  );
  await pool.query(
    `insert into blog_posts (title, content, category, published, author) values ('Post', 'Body', 'My Story', true, 'admin')`,
  );
  await pool.query(
    `insert into inventory_items (product_name, unit_price_cents, quantity, fill_amount, sell_price_cents) values ('Tea', 120, 10, 2, 350)`,
  );
  await pool.query(
    `insert into login_links (token_hash, user_id, expires_at) values ('abc', $1, now() + interval '1 day')`,
    [id],
  );
  await pool.query(
    `insert into uploads (id, content_type, size, data) values ('up-1', 'image/png', 4, $1)`,
    [Buffer.from([0x89, 0x50, 0x00, 0xff])],
  );
  await pool.query(
    `insert into rate_limits (key, count, reset_at) values ('k', 2, now() + interval '1 hour')`,
  );
  // A passkey's public key is bytes too; a ceremony under way is kept with its account id.
  await pool.query(
    `insert into passkeys (id, user_id, public_key, counter, transports, backed_up, device_name, last_used_at)
     values ('cred-1', $1, $2, 7, '{internal,hybrid}', true, 'iPhone', now())`,
    [id, Buffer.from([0xa5, 0x01, 0x02, 0x00, 0xff])],
  );
  await pool.query(
    `insert into webauthn_challenges (challenge, purpose, user_id, expires_at) values ('chal-1', 'join', $1, now() + interval '5 minutes')`,
    [id],
  );
  await pool.query(
    `insert into app_settings (key, value) values ('auth_secret', 'kept-across-restore')`,
  );
  await pool.query(
    `insert into shop_settings (shop_name, owner_handle, owner_url, messaging_app, max_punches_per_day, time_zone)
     values ('Bean & Crumb', '@bean', 'https://bean.example', 'Instagram', 3, 'Europe/London')`,
  );
  await pool.query(
    `insert into shop_program (card_size, rewards, welcome_punches, stamp_icon, terms)
     values (8, '[{"at":4,"name":"Free cookie"},{"at":8,"name":"Free loaf"}]', 1, 'croissant',
       'One reward per visit.')`,
  );
  await pool.query(
    `with batch as (
       insert into token_batches (label, count, expires_at) values ('Receipts', 1, now() + interval '30 days') returning id
     )
     update punch_tokens set batch_id = (select id from batch) where id = 'tok-backup'`,
  );
  await pool.query(
    `insert into earn_days (user_id, day, punches, codes, failures) values ($1, current_date, 1, 1, 2)`,
    [id],
  );
  await pool.query(
    `insert into review_flags (user_id, day, rule, count, threshold) values ($1, current_date, 'punches', 6, 5)`,
    [id],
  );
  // A void after the entry it reverses, and an admin's action on the customer.
  await pool.query(
    `insert into reward_ledger (user_id, reason, xp_delta, voids_entry_id, note)
     select $1, 'void', -5, id, 'Scanned twice' from reward_ledger where token_id = 'tok-backup'`,
    [id],
  );
  await pool.query(
    `insert into admin_actions (user_id, action, detail) values ($1, 'block', 'Farming punches')`,
    [id],
  );
  // A friend the customer invited, with the friend's bonus naming the invitation.
  const friend = (
    await pool.query(
      `insert into users (username, role, password_hash) values ('backup-friend', 'user', 'x') returning id`,
    )
  ).rows[0].id;
  await pool.query(`insert into invite_codes (code, user_id) values ('BACKUP23', $1)`, [id]);
  const referral = (
    await pool.query(
      `insert into referrals (code, inviter_id, friend_id, join_day, join_ip, friend_punches)
       values ('BACKUP23', $1, $2, '2026-11-20', '10.0.0.9', 1) returning id`,
      [id, friend],
    )
  ).rows[0].id;
  await pool.query(
    `insert into reward_ledger (user_id, reason, punch_delta, referral_id) values ($1, 'referral_friend', 1, $2)`,
    [friend, referral],
  );
  const campaign = (
    await pool.query(
      `insert into campaigns (title, body, link, segment, send_at, status, recipients)
       values ('Muffins', 'Half price', '/user/products', '{"kind":"tier","tier":"Gold"}', now(), 'sent', 1)
       returning id`,
    )
  ).rows[0].id;
  await pool.query(
    `insert into inbox_messages (user_id, kind, title, body, link, dedupe_key, campaign_id, push_status, pushed_at)
     values ($1, 'campaign', 'Muffins', 'Half price ✓', '/user/products', 'campaign:' || $2::text, $2::uuid, 'sent', now())`,
    [id, campaign],
  );
  await pool.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_name)
     values ($1, 'https://fcm.googleapis.com/fcm/send/backup', 'p256', 'auth', 'Pixel')`,
    [id],
  );
  await pool.query(
    `insert into notification_settings (user_id, offers, birthday_month, birthday_day, birthday_set_at)
     values ($1, false, 2, 29, now())`,
    [id],
  );
  await pool.query(
    `insert into automations (kind, enabled, title, body, days) values ('miss_you', true, 'We miss you', 'Come back, {name}', 21)`,
  );
  // A wallet connected (its secret sealed under AUTH_SECRET: a restore needs the same one), the
  // customer's pass on an iPhone, and a Google callback taken.
  await pool.query(
    `insert into wallet_connections (kind, details, secret, expires_at)
     values ('apple', '{"passTypeIdentifier":"pass.com.backup.card","teamIdentifier":"BACKUP1234"}', 'v1.iv.tag.body', now() + interval '300 days')`,
  );
  const pass = (
    await pool.query(
      `insert into wallet_passes (user_id, kind, auth_token, shown) values ($1, 'apple', 'v1.iv.tag.token', '{"punches":3}') returning id`,
      [id],
    )
  ).rows[0].id;
  await pool.query(
    `insert into wallet_devices (device_library_id, pass_id, push_token) values ('backup-device', $1, 'backup-push')`,
    [pass],
  );
  await pool.query(`insert into wallet_callbacks (id) values ('save:backup-nonce')`);
}

describe("npm run db:backup and db:restore", () => {
  const tag = randomBytes(4).toString("hex");
  const source = `backup_src_${tag}`;
  const target = `backup_dst_${tag}`;
  const admin = new Pool({ connectionString: process.env.DATABASE_URL, max: 1 });
  admin.on("error", () => {});

  afterAll(async () => {
    for (const name of [source, target])
      await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });

  it("round-trips every table without losing anything", async () => {
    await admin.query(`create database ${source}`);
    await admin.query(`create database ${target}`);
    const migrated = await runScript("db-restore.mjs", ["/nonexistent"], {
      DATABASE_URL: databaseUrl(source),
    });
    expect(migrated.code).toBe(1); // migrates, then refuses the missing file
    const src = new Pool({ connectionString: databaseUrl(source), max: 1 });
    const dst = new Pool({ connectionString: databaseUrl(target), max: 1 });
    // An idle connection closed by the server must fail a query, not crash the test run.
    for (const pool of [src, dst]) pool.on("error", () => {});
    try {
      await fill(src);
      const file = join(mkdtempSync(join(tmpdir(), "punchcard-backup-")), "backup.jsonl.gz");
      const backup = await runScript("db-backup.mjs", [file], {
        DATABASE_URL: databaseUrl(source),
      });
      expect(backup.code).toBe(0);
      const restore = await runScript("db-restore.mjs", [file], {
        DATABASE_URL: databaseUrl(target),
      });
      expect(restore.output).toContain("Restored");
      expect(restore.code).toBe(0);
      const [before, after] = [await fingerprint(src), await fingerprint(dst)];
      expect(after).toEqual(before);
      for (const table of TABLES) expect(before[table]).not.toMatch(/^0:/);
      const again = await runScript("db-restore.mjs", [file], {
        DATABASE_URL: databaseUrl(target),
      });
      expect(again.code).toBe(1);
      expect(again.output).toContain("not empty");
    } finally {
      await src.end();
      await dst.end();
    }
  });
});
