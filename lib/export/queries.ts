import "server-only";
import type { IMPORT_COLUMNS } from "@/lib/import/parse";
import type { ExportName, ExportQuery } from "@/lib/export/schema";

/**
 * `worded`: the columns that may hold a sentence lib/ wrote as a catalogue key (a ledger entry's
 * note naming the punches a cleared card lost), written in the reader's language.
 */
export type ExportQuerySpec = {
  header: string[];
  text: string;
  values: unknown[];
  worded?: number[];
};

/**
 * A moment as the shop's clock showed it ($1 is the shop's time zone): "2026-11-23 14:05:09",
 * which a spreadsheet reads as a date and time, with the zone named in the column's header.
 */
const local = (column: string) =>
  `to_char(${column} at time zone $1::text, 'YYYY-MM-DD HH24:MI:SS')`;

// Every export reads in a stable order on an indexed column, so a cursor can walk it without
// sorting the whole table in memory first.
// The card as it stands: its size (each card keeps the program it started with), the rewards
// reached and not handed over yet ("Free cookie; Free coffee"), and the punches waiting for
// the next card. A customer without a card yet has none of them. Last, who invited them (the
// inviter's username; empty for a customer who joined without an invitation).
const CUSTOMERS = `
  select u.username, u.name, u.level, u.xp, coalesce(c.punches, 0)::int, ${local("u.created_at")},
    ${local(`(select max(l.created_at) from reward_ledger l
      where l.user_id = u.id and l.reason in ('token', 'code'))`)},
    c.size::int,
    coalesce((select string_agg(r.reward->>'name', '; ' order by r.n)
      from jsonb_array_elements(c.rewards) with ordinality r(reward, n)
      where (r.reward->>'at')::int <= c.punches and (c.handed & (1 << (r.n - 1)::int)) = 0), ''),
    coalesce(c.waiting, 0)::int,
    coalesce((select i.username from referrals r join users i on i.id = r.inviter_id
      where r.friend_id = u.id), '')
  from users u left join punch_cards c on c.user_id = u.id
  where u.role = 'user' and not u.is_test
  order by u.created_at, u.id`;

const LEDGER = `
  select l.id, ${local("l.created_at")}, u.username, l.reason::text, l.punch_delta, l.xp_delta, l.token_id,
    vc.code, p.name, b.label, a.username, l.voids_entry_id, l.note, l.reward_name
  from reward_ledger l
  join users u on u.id = l.user_id
  left join users a on a.id = l.actor_id
  left join punch_tokens t on t.id = l.token_id
  left join token_batches b on b.id = t.batch_id
  left join verification_codes vc on vc.id = l.code_id
  left join products p on p.id = vc.product_id
  where not u.is_test
    and ($2::date is null or l.created_at >= $2::date::timestamp at time zone $1::text)
    and ($3::date is null or l.created_at < ($3::date + 1)::timestamp at time zone $1::text)
  order by l.id`;

const CODES = `
  select vc.code, p.name, ${local("vc.created_at")}, cb.username, vc.is_used, ${local("vc.used_at")},
    coalesce(ub.username, vc.used_by_name)
  from verification_codes vc
  join products p on p.id = vc.product_id
  left join users cb on cb.id = vc.created_by
  left join users ub on ub.id = vc.used_by
  order by vc.created_at, vc.id`;

const TOKENS = `
  select t.id, t.kind::text, ${local("t.created_at")}, cb.username, ${local("t.expires_at")},
    b.label, ${local("t.used_at")}, coalesce(ub.username, t.used_by_name), ${local("t.voided_at")}
  from punch_tokens t
  left join users cb on cb.id = t.created_by
  left join users ub on ub.id = t.used_by
  left join token_batches b on b.id = t.batch_id
  order by t.created_at, t.id`;

// Money is kept in cents; the owner's spreadsheet wants the price, as a number.
const INVENTORY = `
  select product_name, unit_price_cents / 100.0::float8, quantity, fill_amount::int,
    sell_price_cents / 100.0::float8, ${local("created_at")}
  from inventory_items
  order by created_at, id`;

const REVIEWS = `
  select product_name, user_name, rating::int, comment, ${local("created_at")}
  from reviews
  order by created_at, id`;

/** A column header's catalogue key (admin.csv.*): a person reads it in their own language. */
export type HeaderKey =
  | "username"
  | "name"
  | "level"
  | "xp"
  | "punches"
  | "created"
  | "lastVisit"
  | "cardSize"
  | "rewardsWaiting"
  | "waitingPunches"
  | "invitedBy"
  | "id"
  | "reason"
  | "punchDelta"
  | "xpDelta"
  | "token"
  | "code"
  | "product"
  | "batchLabel"
  | "by"
  | "voidsEntry"
  | "note"
  | "reward"
  | "createdBy"
  | "used"
  | "usedAt"
  | "usedBy"
  | "kind"
  | "expires"
  | "voided"
  | "unitPrice"
  | "quantity"
  | "fillAmount"
  | "sellPrice"
  | "user"
  | "rating"
  | "comment";

/** Writes a header: `label("created", true)` names the shop's time zone, "created (Europe/Paris)". */
export type HeaderLabel = (key: HeaderKey, timed?: boolean) => string;

/**
 * The header and the query of one export. Times are the shop's local time, with its zone in
 * each time column's header; the ledger's range is read in the same zone.
 */
export function exportQuerySpec(
  name: ExportName,
  range: ExportQuery,
  timeZone: string,
  label: HeaderLabel,
): ExportQuerySpec {
  const spec = specOf(name, range, label);
  return { ...spec, values: [timeZone, ...spec.values] };
}

/**
 * The customers file can be imported again (lib/import reads its username, name, punches and
 * xp columns by name), so those four keep their names in every language.
 */
const kept = (column: (typeof IMPORT_COLUMNS)[number]) => column;

function specOf(name: ExportName, range: ExportQuery, label: HeaderLabel): ExportQuerySpec {
  const at = (key: HeaderKey) => label(key, true);
  switch (name) {
    case "customers":
      return {
        header: [
          kept("username"),
          kept("name"),
          label("level"),
          kept("xp"),
          kept("punches"),
          at("created"),
          at("lastVisit"),
          label("cardSize"),
          label("rewardsWaiting"),
          label("waitingPunches"),
          label("invitedBy"),
        ],
        text: CUSTOMERS,
        values: [],
      };
    case "ledger":
      return {
        header: [
          label("id"),
          at("created"),
          label("username"),
          label("reason"),
          label("punchDelta"),
          label("xpDelta"),
          label("token"),
          label("code"),
          label("product"),
          label("batchLabel"),
          label("by"),
          label("voidsEntry"),
          label("note"),
          label("reward"),
        ],
        text: LEDGER,
        values: [range.from ?? null, range.to ?? null],
        worded: [12],
      };
    case "codes":
      return {
        header: [
          label("code"),
          label("product"),
          at("created"),
          label("createdBy"),
          label("used"),
          at("usedAt"),
          label("usedBy"),
        ],
        text: CODES,
        values: [],
      };
    case "tokens":
      return {
        header: [
          label("id"),
          label("kind"),
          at("created"),
          label("createdBy"),
          at("expires"),
          label("batchLabel"),
          at("usedAt"),
          label("usedBy"),
          at("voided"),
        ],
        text: TOKENS,
        values: [],
      };
    case "inventory":
      return {
        header: [
          label("product"),
          label("unitPrice"),
          label("quantity"),
          label("fillAmount"),
          label("sellPrice"),
          at("created"),
        ],
        text: INVENTORY,
        values: [],
      };
    case "reviews":
      return {
        header: [label("product"), label("user"), label("rating"), label("comment"), at("created")],
        text: REVIEWS,
        values: [],
      };
  }
}
