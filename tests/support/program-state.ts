import { createUser, sql, type TestUser } from "./api";

// The shop's program and a customer's card arranged straight in the database, for screens
// that show a program's card (the writes that reach these states are the reward rules').

type Reward = { at: number; name: string };

export type ProgramFields = {
  cardSize?: number;
  rewards?: Reward[];
  welcomePunches?: number;
  maxTokenPunches?: number;
  cardColor?: string | null;
  stampIcon?: string | null;
  terms?: string;
};

/** SPEC.md's program, as a new shop has it. */
export const SPEC_PROGRAM: Required<ProgramFields> = {
  cardSize: 10,
  rewards: [{ at: 10, name: "Free product" }],
  welcomePunches: 0,
  maxTokenPunches: 1,
  cardColor: null,
  stampIcon: null,
  terms: "",
};

/**
 * Sets the shop's program (the rest stays SPEC.md's). Each app server keeps it up to two
 * seconds (lib/program/read.ts): a screen waits for what it shows, not for a time.
 */
export async function setProgram(fields: ProgramFields) {
  const p = { ...SPEC_PROGRAM, ...fields };
  await sql().query(`insert into shop_program (id) values (true) on conflict do nothing`);
  await sql().query(
    `update shop_program set card_size = $1, rewards = $2, welcome_punches = $3,
       max_token_punches = $4, card_color = $5, stamp_icon = $6, terms = $7, logo_id = null`,
    [
      p.cardSize,
      JSON.stringify(p.rewards),
      p.welcomePunches,
      p.maxTokenPunches,
      p.cardColor,
      p.stampIcon,
      p.terms,
    ],
  );
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
