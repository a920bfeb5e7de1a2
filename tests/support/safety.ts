import { readdirSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import type { Pool } from "pg";
import { sql, type Answer } from "./api";

/**
 * Every route file under app/api and app/uploads, found by walking the folders, with the HTTP
 * methods it exports: "GET /api/tickets/[id]", "POST /api/tickets/[id]/messages", …
 */
export function discoverRoutes(root = process.cwd()): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (/^route\.(ts|tsx|js|mjs)$/.test(entry.name)) {
        const url = `/${relative(join(root, "app"), dir).split(sep).join("/")}`;
        for (const method of exportedMethods(readFileSync(path, "utf8")))
          found.push(`${method} ${url}`);
      }
    }
  };
  walk(join(root, "app/api"));
  walk(join(root, "app/uploads"));
  return found.sort();
}

const METHOD = "GET|HEAD|POST|PUT|PATCH|DELETE|OPTIONS";

/** `export const GET`, `export async function GET`, `export { handler as GET, … }`. */
export function exportedMethods(source: string): string[] {
  const methods = new Set<string>();
  const direct = new RegExp(
    `export\\s+(?:const|let|var|(?:async\\s+)?function)\\s+(${METHOD})\\b`,
    "g",
  );
  for (const m of source.matchAll(direct)) methods.add(m[1]!);
  for (const list of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const name of list[1]!.split(",")) {
      const exported =
        name
          .trim()
          .split(/\s+as\s+/)
          .pop()
          ?.trim() ?? "";
      if (new RegExp(`^(${METHOD})$`).test(exported)) methods.add(exported);
    }
  }
  return [...methods];
}

/**
 * Tables a request may write, in the order a fingerprint lists them. Rate limits are left
 * out on purpose: a refused sign-in or code is meant to count against its limit.
 */
export const TABLES = [
  "users",
  "account_counts",
  "leaderboard_levels",
  "leaderboard_scores",
  "punch_cards",
  "punch_tokens",
  "token_batches",
  "verification_codes",
  "reward_ledger",
  "activity_hours",
  "categories",
  "products",
  "announcements",
  "tickets",
  "ticket_messages",
  "reviews",
  "blog_posts",
  "inventory_items",
  "login_links",
  "passkeys",
  "uploads",
  "shop_settings",
  "shop_program",
  "review_flags",
  "admin_actions",
  "campaigns",
  "automations",
  "inbox_messages",
  "push_subscriptions",
  "notification_settings",
  "invite_codes",
  "referrals",
  "wallet_connections",
  "wallet_passes",
  "wallet_devices",
  "wallet_callbacks",
] as const;
export type Table = (typeof TABLES)[number];

// An upload's bytes never change once stored: its id, type and size identify it without
// hashing megabytes of video on every check.
// A message's push status and a phone's last push are the push worker's bookkeeping: the job
// queue (a retry, the sweep of lost pushes every few minutes) changes them whenever it runs, so
// they are left out. What a request could store (a message, its read mark, a phone) still counts.
const ROW: Partial<Record<Table, string>> = {
  uploads:
    "jsonb_build_object('id', t.id, 'type', t.content_type, 'size', t.size, 'by', t.created_by)::text",
  inbox_messages: "(to_jsonb(t) - 'push_status' - 'pushed_at')::text",
  push_subscriptions: "(to_jsonb(t) - 'last_pushed_at')::text",
};

/**
 * Count and md5 of every row of each table, in one round trip on `db`. `row` picks what of a
 * row counts; the whole row by default.
 */
export async function fingerprintOf(
  db: Pick<Pool, "query">,
  tables: readonly string[],
  row: (table: string) => string = () => "to_jsonb(t)::text",
): Promise<Record<string, string>> {
  if (tables.length === 0) return {};
  const parts = tables.map(
    (table) =>
      `select '${table}' as name, count(*)::int || ':' || coalesce(md5(string_agg(${row(table)}, '|' order by ${row(table)})), '') as f from "${table}" t`,
  );
  const { rows } = await db.query<{ name: string; f: string }>(parts.join(" union all "));
  return Object.fromEntries(rows.map((r) => [r.name, r.f]));
}

/**
 * Waits (up to 30 s) until the app's job queue has nothing due or running: an accepted call
 * before (an announcement's fan-out, a push) goes on writing messages after its answer, and
 * would be taken for what a refusal stored.
 */
async function jobsQuiet() {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    const { rows } = await sql()
      .query<{ due: number }>(
        `select count(*)::int as due from pgboss.job
         where state in ('created', 'retry', 'active') and start_after <= now()`,
      )
      .catch(() => ({ rows: [{ due: 0 }] }));
    if (rows[0]!.due === 0) return;
    await new Promise((r) => setTimeout(r, 100));
  }
}

/** The fingerprint of the test database's tables a request may write. */
export async function fingerprint(
  tables: readonly Table[] = TABLES,
): Promise<Record<string, string>> {
  await jobsQuiet();
  return fingerprintOf(sql(), tables, (table) => ROW[table as Table] ?? "to_jsonb(t)::text");
}

/** The one error shape every refusal of our API carries. */
export function hasErrorShape(answer: Answer<unknown>): boolean {
  const body = answer.body as { error?: unknown; code?: unknown } | null;
  return typeof body?.error === "string" && body.error.length > 0 && typeof body.code === "string";
}

/** Which rows a successful call made, for `Created` to remove after the run. */
export type MadeRows = (body: Record<string, unknown>) => [Table, string[]];

/** The row a create call answers with, found by its id. */
export const madeRow =
  (table: Table): MadeRows =>
  (body) => [table, [String(body.id)]];

/** Rows made by successful calls, removed at the end so junk never reaches other tests' screens. */
export class Created {
  private readonly rows = new Map<Table, Set<string>>();

  add(table: Table, ...ids: (string | undefined | null)[]) {
    const set = this.rows.get(table) ?? new Set<string>();
    for (const id of ids) if (id) set.add(id);
    this.rows.set(table, set);
  }

  async remove() {
    // Children before parents; deleting a user or product cascades to what hangs off it.
    const order: Table[] = [
      "passkeys",
      "reviews",
      "ticket_messages",
      "tickets",
      "verification_codes",
      "punch_tokens",
      "token_batches",
      "products",
      "categories",
      "announcements",
      "blog_posts",
      "inventory_items",
      "uploads",
      "campaigns",
      "users",
    ];
    for (const table of order) {
      const ids = [...(this.rows.get(table) ?? [])];
      if (ids.length === 0) continue;
      // A batch's tokens would outlive it (batch_id is set null): they go with it.
      if (table === "token_batches")
        await sql().query(`delete from punch_tokens where batch_id::text = any($1::text[])`, [ids]);
      await sql().query(`delete from "${table}" where id::text = any($1::text[])`, [ids]);
    }
  }
}
