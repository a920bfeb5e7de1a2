// The public pages' sentences about the program (landing, FAQ, join): SPEC.md's words for its
// program ("Every 10th one is on us", "At 10 punches your next product is free"), the same
// sentences built from the shop's own card size and rewards.
import { rewardPhrase } from "@/components/rewards/card-messages";
import type { CardReward } from "@/lib/program/card";

const WORDS = [
  "zero",
  "one",
  "two",
  "three",
  "four",
  "five",
  "six",
  "seven",
  "eight",
  "nine",
  "ten",
  "eleven",
  "twelve",
  "thirteen",
  "fourteen",
  "fifteen",
  "sixteen",
  "seventeen",
  "eighteen",
  "nineteen",
  "twenty",
];

/** "ten" up to twenty, digits past it ("25"): a card holds 3 to 30. */
export const numberWord = (n: number): string => WORDS[n] ?? String(n);

export const cap = (s: string): string => s.charAt(0).toUpperCase() + s.slice(1);

/** 1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st, 22nd. */
export function ordinal(n: number): string {
  const teen = n % 100 >= 11 && n % 100 <= 13;
  const suffix = teen ? "th" : ({ 1: "st", 2: "nd", 3: "rd" } as Record<number, string>)[n % 10];
  return `${n}${suffix ?? "th"}`;
}

/** "your next product is free" for "Free product"; other names: "you get 10% off". */
function earns(name: string): string {
  const free = /^free\s+(.+)$/i.exec(name.trim());
  return free ? `your next ${free[1]} is free` : `you get ${name.trim()}`;
}

/** The FAQ's "At 10 punches your next product is free", one clause per reward. */
export function rewardsAtPunches(rewards: readonly CardReward[]): string {
  return rewards
    .map((r, i) =>
      i === 0 ? `At ${r.at} punches ${earns(r.name)}` : `at ${r.at} ${earns(r.name)}`,
    )
    .join("; ");
}

/** The join page's "Collect 10 punches for a free product", one clause per reward. */
export function collectFor(rewards: readonly CardReward[]): string {
  return rewards
    .map((r, i) =>
      i === 0
        ? `Collect ${r.at} punches for ${rewardPhrase(r.name)}`
        : `${r.at} for ${rewardPhrase(r.name)}`,
    )
    .join(" and ");
}

/** "Ten punches, one free product": the landing page's third step. */
export function cardStepTitle(size: number, rewards: readonly CardReward[]): string {
  const first = cap(numberWord(size));
  if (rewards.length > 1) return `${first} punches, ${numberWord(rewards.length)} rewards`;
  return `${first} punches, ${rewardPhrase(rewards[0]?.name ?? "").replace(/^a /, "one ")}`;
}

/** "Fill all ten slots and your next product is on us." */
export function cardStepBody(size: number, rewards: readonly CardReward[]): string {
  const fill =
    rewards.length > 1
      ? `${rewardsAtPunches(rewards)}.`
      : `Fill all ${numberWord(size)} slots and ${earns(rewards[0]?.name ?? "").replace(/ is free$/, " is on us")}.`;
  return `${fill} Text us your username and we will have it ready.`;
}
