import { sql, type SQL } from "drizzle-orm";
import { DEFAULT_REWARD_NAME } from "@/lib/program/card";
import type { RewardAbout } from "./placeholders";

// What the card `c` (punch_cards) holds, as SQL, for the automations and the campaign
// segments: each card keeps the rewards it started with (lib/program/card.ts), so these read
// the card's own rewards, never the program's.

/** One punch from the card's next reward (rewards are kept in card order, one per place). */
export const ONE_PUNCH_AWAY = sql`exists (select 1 from jsonb_array_elements(c.rewards) r
  where (r->>'at')::int = c.punches + 1)`;

/** A reward the card has reached and nobody has handed over yet (bit i of handed: rewards[i]). */
export const REWARD_WAITING = sql`exists (select 1 from jsonb_array_elements(c.rewards)
  with ordinality r(reward, n)
  where (r.reward->>'at')::int <= c.punches and (c.handed & (1 << (r.n - 1)::int)) = 0)`;

/** How many of the card's rewards it has reached: a once-per-reward message's key. */
export const REWARDS_REACHED = sql`(select count(*) from jsonb_array_elements(c.rewards) r
  where (r->>'at')::int <= c.punches)`;

/** The name of the card's reward `about` names, as placeholders.ts's rewardAbout picks it. */
function rewardNameSql(about: RewardAbout): SQL {
  const last = sql`c.rewards->-1->>'name'`;
  if (about === "last") return last;
  const fits =
    about === "next"
      ? sql`(r.reward->>'at')::int > c.punches`
      : sql`(r.reward->>'at')::int <= c.punches and (c.handed & (1 << (r.n - 1)::int)) = 0`;
  return sql`coalesce((select r.reward->>'name' from jsonb_array_elements(c.rewards)
    with ordinality r(reward, n) where ${fits} order by r.n limit 1), ${last})`;
}

/**
 * Each customer's {reward}, as SQL over `c`: their own card's reward the message is about, as
 * reward-word.ts's nameWord reads it ("Free cookie" is "cookie"; the untouched default is
 * `defaultItem`, the message language's word). `noCard`: for a customer without a card.
 */
export function rewardWordSql(about: RewardAbout, defaultItem: string, noCard: string): SQL {
  return sql`(select case when c.user_id is null then ${noCard}::text
      when coalesce(btrim(w.name), '') in ('', ${DEFAULT_REWARD_NAME}::text) then ${defaultItem}::text
      when btrim(w.name) ~* '^free\\s+.+$' then regexp_replace(btrim(w.name), '^free\\s+', '', 'i')
      else btrim(w.name) end
    from (select ${rewardNameSql(about)} as name) w)`;
}
