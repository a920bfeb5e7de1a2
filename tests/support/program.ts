import { sql } from "./api";
import { SPEC_PROGRAM } from "./spec-program";

/** Arranges the shop's program and customers' cards straight in the database. */

export type Reward = { at: number; name: string };
export type Program = {
  cardSize: number;
  rewards: Reward[];
  welcomePunches: number;
  maxTokenPunches: number;
  cardColor: string | null;
  stampIcon: string | null;
  terms: string;
};

/** SPEC.md's program, the columns' defaults. */
export const DEFAULT_PROGRAM: Program = SPEC_PROGRAM;

/**
 * Sets the shop's program (the program screen is the owner's way), the rest as SPEC.md has
 * it; the logo stays as it is. One row for everyone: only a file that runs alone
 * (x.serial.test.ts) or a screenshot may change it. Each app server keeps the program up to
 * two seconds (lib/program/read.ts): a screen waits for what it shows, not for a time.
 */
export async function setProgram(set: Partial<Program>) {
  const p = { ...DEFAULT_PROGRAM, ...set };
  await sql().query("insert into shop_program default values on conflict do nothing");
  await sql().query(
    `update shop_program set card_size = $1, rewards = $2::jsonb, welcome_punches = $3,
       max_token_punches = $4, card_color = $5, stamp_icon = $6, terms = $7`,
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

/**
 * Gives a customer's card (createUser's) the size and rewards it would have started with on
 * another program: a card in progress keeps its own, so no program change is needed.
 */
export async function setCard(userId: string, card: { size: number; rewards: Reward[] }) {
  await sql().query(
    `update punch_cards set size = $2, rewards = $3::jsonb, is_complete = punches >= $2
     where user_id = $1`,
    [userId, card.size, JSON.stringify(card.rewards)],
  );
}

export type CardRow = {
  size: number;
  punches: number;
  waiting: number;
  handed: number;
  cycle: number;
  isComplete: boolean;
  rewards: Reward[];
};

export async function cardOf(userId: string): Promise<CardRow> {
  const { rows } = await sql().query<CardRow>(
    `select size, punches, waiting, handed, cycle, is_complete as "isComplete", rewards
     from punch_cards where user_id = $1`,
    [userId],
  );
  return rows[0]!;
}

/** The customer's ledger, oldest first, as the card's invariants read it. */
export async function ledgerOf(userId: string) {
  const { rows } = await sql().query<{
    reason: string;
    punch_delta: number;
    xp_delta: number;
    cycle: number;
    reward_name: string | null;
    reward_at: number | null;
  }>(
    `select reason::text, punch_delta, xp_delta, cycle, reward_name, reward_at
     from reward_ledger where user_id = $1 order by id`,
    [userId],
  );
  return rows;
}
