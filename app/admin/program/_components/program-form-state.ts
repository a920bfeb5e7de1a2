import type { CardView } from "@/lib/program/card";
import type { StampIcon } from "@/lib/program/look";
import type { ShopProgram } from "@/lib/program/read";
import {
  CARD_SIZE_MAX,
  CARD_SIZE_MIN,
  programSchema,
  REWARDS_MAX,
  type Program,
  type ProgramInput,
} from "@/lib/program/schema";
import { perTokenAboveDay } from "@/lib/program/token-day";

/**
 * What the boxes hold: numbers as typed. The last reward has no box for its punch count: it
 * comes with the card's last punch, so it always follows "Punches per card".
 */
export type FormState = {
  cardSize: string;
  rewards: { at: string; name: string }[];
  welcomePunches: string;
  maxTokenPunches: string;
  cardColor: string | null;
  stampIcon: StampIcon | null;
  terms: string;
  referralsOn: boolean;
  referralFriendPunches: string;
  referralInviterPunches: string;
  referralMonthlyMax: string;
};

export function toState(program: ShopProgram): FormState {
  return {
    cardSize: String(program.cardSize),
    rewards: program.rewards.map((r) => ({ at: String(r.at), name: r.name })),
    welcomePunches: String(program.welcomePunches),
    maxTokenPunches: String(program.maxTokenPunches),
    cardColor: program.cardColor,
    stampIcon: program.stampIcon as StampIcon | null,
    terms: program.terms,
    referralsOn: program.referralsOn,
    referralFriendPunches: String(program.referralFriendPunches),
    referralInviterPunches: String(program.referralInviterPunches),
    referralMonthlyMax: String(program.referralMonthlyMax),
  };
}

// A blank box is not zero: it is refused as "must be a number", as a typed letter would be.
const toNumber = (text: string) => (text.trim() === "" ? Number.NaN : Number(text));

/** The body programSchema checks and PUT /api/program takes. */
export function toInput(state: FormState): ProgramInput {
  const cardSize = toNumber(state.cardSize);
  const last = state.rewards.length - 1;
  return {
    cardSize,
    rewards: state.rewards.map((r, i) => ({
      at: i === last ? cardSize : toNumber(r.at),
      name: r.name,
    })),
    welcomePunches: toNumber(state.welcomePunches),
    maxTokenPunches: toNumber(state.maxTokenPunches),
    cardColor: state.cardColor,
    stampIcon: state.stampIcon,
    terms: state.terms,
    referralsOn: state.referralsOn,
    referralFriendPunches: toNumber(state.referralFriendPunches),
    referralInviterPunches: toNumber(state.referralInviterPunches),
    referralMonthlyMax: toNumber(state.referralMonthlyMax),
  };
}

/**
 * A reward added before the last one, halfway between the reward before it (or the card's
 * start) and the card's end: the owner then names it and moves it.
 */
export function addReward(state: FormState): FormState {
  if (state.rewards.length >= REWARDS_MAX) return state;
  const size = validSize(state.cardSize) ?? 10;
  const before = state.rewards.length > 1 ? Number(state.rewards.at(-2)!.at) || 0 : 0;
  const at = Math.max(1, Math.min(size - 1, Math.round((before + size) / 2)));
  const rewards = [...state.rewards];
  rewards.splice(rewards.length - 1, 0, { at: String(at), name: "" });
  return { ...state, rewards };
}

export function removeReward(state: FormState, index: number): FormState {
  if (state.rewards.length <= 1) return state;
  return { ...state, rewards: state.rewards.filter((_, i) => i !== index) };
}

function validSize(text: string): number | null {
  const size = Number(text);
  return Number.isInteger(size) && size >= CARD_SIZE_MIN && size <= CARD_SIZE_MAX ? size : null;
}

/**
 * The card the preview draws from what the boxes hold now, as far as it makes sense while the
 * owner types: a size out of range shows the last good one; rewards that are not on the card
 * yet are left out. A card part filled, so the stamps and the next reward show.
 */
export function previewCard(state: FormState, fallbackSize: number): CardView {
  const size = validSize(state.cardSize) ?? fallbackSize;
  const last = state.rewards.length - 1;
  const rewards = state.rewards
    .map((r, i) => ({
      at: i === last ? size : Number(r.at),
      name: r.name.trim() || `Reward ${i + 1}`,
      handedOver: false,
    }))
    .filter(
      (r, i, all) =>
        Number.isInteger(r.at) && r.at >= 1 && r.at <= size && (i === 0 || r.at > all[i - 1]!.at),
    );
  const punches = Math.max(1, Math.min(size - 1, Math.floor(size * 0.6)));
  return { size, punches, rewards, waiting: 0, isComplete: false };
}

/** Issues as the schema or the server gives them: a message at a path. */
export type Issue = { path: (string | number)[]; message: string };

export function readIssues(issues: unknown): Issue[] {
  if (!Array.isArray(issues)) return [];
  return issues.flatMap((i: { path?: unknown; message?: unknown }) =>
    Array.isArray(i?.path) && typeof i.message === "string"
      ? [{ path: i.path as (string | number)[], message: i.message }]
      : [],
  );
}

const key = (path: readonly (string | number)[]) => path.join(".");

/** The first message at exactly `path` ("rewards.1.at"). */
export function issueAt(issues: Issue[], ...path: (string | number)[]): string | undefined {
  return issues.find((i) => key(i.path) === key(path))?.message;
}

/** The issues left once the field at `path` (and what is under it) was edited. */
export function withoutIssues(issues: Issue[], ...path: (string | number)[]): Issue[] {
  const at = key(path);
  return issues.filter((i) => key(i.path) !== at && !key(i.path).startsWith(`${at}.`));
}

/** The id of the box an issue belongs to, to move the focus there. */
export function fieldId(path: readonly (string | number)[], rewardCount: number): string {
  const [field, index, part] = path;
  if (field === "rewards" && typeof index === "number") {
    // The last reward's place is the card's size.
    if (part === "at" && index === rewardCount - 1) return "program-cardSize";
    return `program-reward-${index}-${part === "at" ? "at" : "name"}`;
  }
  return `program-${String(field)}`;
}

/**
 * The boxes checked as the server will: the handler's schema, then the most punches per token
 * against the settings' daily maximum, which the page read (the server checks it again,
 * inside the save's transaction).
 */
export function checkProgram(
  state: FormState,
  maxPunchesPerDay: number | null,
): { data: Program } | { issues: Issue[] } {
  const checked = programSchema.safeParse(toInput(state));
  if (!checked.success) return { issues: readIssues(checked.error.issues) };
  const aboveDay = perTokenAboveDay(checked.data.maxTokenPunches, maxPunchesPerDay);
  if (aboveDay) return { issues: [{ path: ["maxTokenPunches"], message: aboveDay }] };
  return { data: checked.data };
}
