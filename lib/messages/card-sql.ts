import { sql } from "drizzle-orm";

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
