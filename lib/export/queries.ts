import "server-only";
import type { ExportName, ExportQuery } from "@/lib/validation/export";

export type ExportQuerySpec = { header: string[]; text: string; values: unknown[] };

// Every export reads in a stable order on an indexed column, so a cursor can walk it without
// sorting the whole table in memory first.
const CUSTOMERS = `
  select u.username, u.name, u.level, u.xp, coalesce(c.punches, 0)::int, u.created_at,
    (select max(l.created_at) from reward_ledger l
      where l.user_id = u.id and l.reason in ('token', 'code'))
  from users u left join punch_cards c on c.user_id = u.id
  where u.role = 'user'
  order by u.created_at, u.id`;

const LEDGER = `
  select l.id, l.created_at, u.username, l.reason::text, l.punch_delta, l.xp_delta, l.token_id,
    vc.code, p.name, b.label, a.username, l.voids_entry_id, l.note
  from reward_ledger l
  join users u on u.id = l.user_id
  left join users a on a.id = l.actor_id
  left join punch_tokens t on t.id = l.token_id
  left join token_batches b on b.id = t.batch_id
  left join verification_codes vc on vc.id = l.code_id
  left join products p on p.id = vc.product_id
  where ($1::date is null or l.created_at >= $1::date::timestamp at time zone $3)
    and ($2::date is null or l.created_at < ($2::date + 1)::timestamp at time zone $3)
  order by l.id`;

const CODES = `
  select vc.code, p.name, vc.created_at, cb.username, vc.is_used, vc.used_at,
    coalesce(ub.username, vc.used_by_name)
  from verification_codes vc
  join products p on p.id = vc.product_id
  left join users cb on cb.id = vc.created_by
  left join users ub on ub.id = vc.used_by
  order by vc.created_at, vc.id`;

const TOKENS = `
  select t.id, t.kind::text, t.created_at, cb.username, t.expires_at, b.label, t.used_at,
    coalesce(ub.username, t.used_by_name), t.voided_at
  from punch_tokens t
  left join users cb on cb.id = t.created_by
  left join users ub on ub.id = t.used_by
  left join token_batches b on b.id = t.batch_id
  order by t.created_at, t.id`;

// Money is kept in cents; the owner's spreadsheet wants the price, as a number.
const INVENTORY = `
  select product_name, unit_price_cents / 100.0::float8, quantity, fill_amount::int,
    sell_price_cents / 100.0::float8, created_at
  from inventory_items
  order by created_at, id`;

const REVIEWS = `
  select product_name, user_name, rating::int, comment, created_at
  from reviews
  order by created_at, id`;

/** The header and the query of one export; the ledger's range is read in the shop's time zone. */
export function exportQuerySpec(
  name: ExportName,
  range: ExportQuery,
  timeZone: string,
): ExportQuerySpec {
  switch (name) {
    case "customers":
      return {
        header: ["username", "name", "level", "xp", "punches", "created", "last visit"],
        text: CUSTOMERS,
        values: [],
      };
    case "ledger":
      return {
        header: [
          "id",
          "created",
          "username",
          "reason",
          "punch delta",
          "xp delta",
          "token",
          "code",
          "product",
          "batch label",
          "by",
          "voids entry",
          "note",
        ],
        text: LEDGER,
        values: [range.from ?? null, range.to ?? null, timeZone],
      };
    case "codes":
      return {
        header: ["code", "product", "created", "created by", "used", "used at", "used by"],
        text: CODES,
        values: [],
      };
    case "tokens":
      return {
        header: [
          "id",
          "kind",
          "created",
          "created by",
          "expires",
          "batch label",
          "used at",
          "used by",
          "voided",
        ],
        text: TOKENS,
        values: [],
      };
    case "inventory":
      return {
        header: ["product", "unit price", "quantity", "fill amount", "sell price", "created"],
        text: INVENTORY,
        values: [],
      };
    case "reviews":
      return {
        header: ["product", "user", "rating", "comment", "created"],
        text: REVIEWS,
        values: [],
      };
  }
}
