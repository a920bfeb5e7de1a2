import { createUser, sql, type TestUser } from "./api";
import { setProgram as setShopProgram, type Program } from "./program";

// The shop's program and a customer's card arranged straight in the database, for screens
// that show a program's card (the writes that reach these states are the reward rules').

type Reward = { at: number; name: string };

/** The program as a screen shows it, without a logo (the rest as SPEC.md has it). */
export async function setProgram(fields: Partial<Program>) {
  await setShopProgram(fields);
  await sql().query("update shop_program set logo_id = null");
}

export const resetProgram = () => setProgram({});

export type CardFields = {
  size: number;
  punches: number;
  rewards: Reward[];
  /** Indexes of the rewards handed over. */
  handed?: number[];
  waiting?: number;
};

/**
 * A customer whose card is `card`: the ledger holds its punches and waiting punches (one
 * entry) and a 'reward' entry for each reward handed over, as the reward rules would leave it.
 */
export async function customerWithCard(
  card: CardFields,
  user: Partial<TestUser> & { xp?: number } = {},
): Promise<TestUser> {
  const waiting = card.waiting ?? 0;
  // Made with an empty card of SPEC.md's size: the card of `size` is set below.
  const customer = await createUser(user);
  await sql().query(
    `insert into reward_ledger (user_id, reason, punch_delta) values ($1, 'admin_punch', $2)`,
    [customer.id, card.punches + waiting],
  );
  const handed = (card.handed ?? []).reduce((bits, i) => bits | (1 << i), 0);
  await sql().query(
    `update punch_cards set size = $2::int, punches = $3::int, rewards = $4::jsonb,
       handed = $5::int, waiting = $6::int, is_complete = $3::int >= $2::int where user_id = $1`,
    [customer.id, card.size, card.punches, JSON.stringify(card.rewards), handed, waiting],
  );
  for (const i of card.handed ?? []) {
    await sql().query(
      `insert into reward_ledger (user_id, reason, xp_delta, punch_delta, reward_name, reward_at)
       values ($1, 'reward', 0, 0, $2, $3)`,
      [customer.id, card.rewards[i]!.name, card.rewards[i]!.at],
    );
  }
  return customer;
}
