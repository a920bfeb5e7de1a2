import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { rewardsWaiting, type CardReward } from "@/lib/program/card";
import { maskUsername } from "@/lib/rewards/rules";
import type { CounterEvent } from "./event";
import { concurrencyLimit, gated, REPLAY_CONCURRENCY } from "./replay-gate";

// A display that was away longer than a token lives has nothing left to show from then.
const REPLAY_LIMIT = 200;

// Every replay and resume point of this app server's streams shares these few slots, so a
// reconnect storm never holds more than REPLAY_CONCURRENCY of the pool's connections.
const replaySlots = concurrencyLimit(REPLAY_CONCURRENCY);

/**
 * Shop-token redemptions after ledger entry `after`, oldest first, as the live events carried
 * them: what a display missed while its stream was cut or its app server restarted. The cycle's
 * punches up to that entry, on the card of that cycle (the customer's card now, or one handed
 * over since), give the card and the punches that waited. Which rewards wait is as the card
 * stands now (none on a card handed over since). Through the replay gate: streams
 * resuming from the same event share one query, and few run at once (replay-gate.ts).
 */
export const redemptionsSince = gated(queryRedemptionsSince, replaySlots);

async function queryRedemptionsSince(after: number): Promise<CounterEvent[]> {
  const { rows } = await db.execute<{
    id: string;
    tokenId: string;
    userId: string;
    username: string;
    total: number;
    added: number;
    current: boolean;
    size: number;
    rewards: CardReward[];
    handed: number;
    isNew: boolean;
    at: Date | string;
  }>(sql`
    select e.id, e.token_id as "tokenId", e.user_id as "userId", u.username, e.created_at as at,
      u.join_token_id is not distinct from e.token_id as "isNew", e.punch_delta as added,
      c.cycle = e.cycle as current, c.rewards, c.handed,
      -- A card handed over since: its size is on its reset entry (lib/rewards/hand-over.ts).
      case when c.cycle = e.cycle then c.size else coalesce((select r.reward_at from reward_ledger r
        where r.user_id = e.user_id and r.cycle = e.cycle and r.reason = 'card_reset' limit 1), 10)
      end as size,
      (select coalesce(sum(p.punch_delta), 0) from reward_ledger p
        where p.user_id = e.user_id and p.cycle = e.cycle and p.id <= e.id)::int as total
    from reward_ledger e
    join punch_tokens t on t.id = e.token_id and t.owner_id is null
    join users u on u.id = e.user_id
    join punch_cards c on c.user_id = e.user_id
    where e.id > ${after} and e.reason = 'token' and e.created_at > now() - interval '1 hour'
    order by e.id
    limit ${REPLAY_LIMIT}`);
  return rows.map((r) => {
    const punches = Math.min(r.total, r.size);
    const waiting = Math.max(0, r.total - r.size);
    const card = {
      size: r.size,
      punches,
      rewards: r.rewards,
      handed: r.current ? r.handed : 0,
      waiting,
    };
    return {
      id: Number(r.id),
      tokenId: r.tokenId,
      userId: r.userId,
      maskedName: maskUsername(r.username),
      punches,
      size: r.size,
      isComplete: punches >= r.size,
      added: r.added,
      waiting,
      rewardsWaiting: r.current ? rewardsWaiting(card).map((w) => w.reward.name) : [],
      isNew: r.isNew,
      at: new Date(r.at).toISOString(),
    };
  });
}

/**
 * The newest ledger entry's id: a new display resumes after it if its stream is ever cut.
 * Through the same gate: displays opening together share one query.
 */
export const latestEntryId = (): Promise<number> => latestGated(null);
const latestGated = gated(queryLatestEntryId, replaySlots);

async function queryLatestEntryId(): Promise<number> {
  const { rows } = await db.execute<{ id: string | null }>(
    sql`select max(id) as id from reward_ledger`,
  );
  return Number(rows[0]?.id ?? 0);
}
