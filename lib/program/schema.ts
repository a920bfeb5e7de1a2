import "@/lib/fields/jitless";
import * as z from "zod";
import { m } from "../i18n/text.ts";
import { CARD_PALETTE, STAMP_ICONS, readsOnCard } from "@/lib/program/look";
import {
  fieldAtLeast,
  fieldAtMost,
  fieldMaxChars,
  fieldNumber,
  fieldRequired,
  fieldWhole,
  type FieldName,
} from "@/lib/fields/field-messages";

/**
 * The shop's program (/admin/program and PUT /api/program): one schema for the form and the
 * handler. Rules that compare fields (the rewards' places against the card's size) are
 * reported on the field the owner has to change. The logo is not here: it has its own calls
 * (POST and DELETE /api/program/logo), which make the app icons from it.
 */

export const CARD_SIZE_MIN = 3;
export const CARD_SIZE_MAX = 30;
export const REWARDS_MAX = 3;
export const REWARD_NAME_MAX = 50;
export const WELCOME_MAX = 5;
export const TOKEN_PUNCHES_MAX = 5;
export const TERMS_MAX = 500;
/** Friends bring friends: each side's bonus, and rewarded invitations a month per customer. */
export const REFERRAL_PUNCHES_MAX = 3;
export const REFERRAL_MONTHLY_MIN = 1;
export const REFERRAL_MONTHLY_MAX = 100;

const whole = (label: FieldName, min: number, max: number) =>
  z
    .number(fieldNumber(label))
    .int(fieldWhole(label))
    .min(min, fieldAtLeast(label, min))
    .max(max, fieldAtMost(label, max));

/** One sentence for every way a number can be wrong: it names the field and its range. */
const ranged = (field: "friend" | "inviter" | "monthlyMax", min: number, max: number) => {
  const message = m(`adminInvite.program.refusals.${field}`, { min, max });
  return z.number(message).int(message).min(min, message).max(max, message);
};

const reward = z.object({
  at: whole("rewardAt", 1, CARD_SIZE_MAX),
  name: z
    .string(fieldRequired("rewardName"))
    .trim()
    .min(1, fieldRequired("rewardName"))
    .max(REWARD_NAME_MAX, fieldMaxChars("rewardName", REWARD_NAME_MAX)),
});

const HEX = /^#[0-9a-fA-F]{6}$/;

export const CARD_COLOR_UNREADABLE = "errors.validation.cardColorUnreadable";
const CARD_COLOR_FORMAT = "errors.validation.cardColorFormat";

const cardColor = z
  .string(CARD_COLOR_FORMAT)
  .trim()
  .regex(HEX, CARD_COLOR_FORMAT)
  .transform((v) => v.toLowerCase())
  .refine(readsOnCard, CARD_COLOR_UNREADABLE)
  .nullable();

export const programSchema = z
  .object({
    cardSize: whole("cardSize", CARD_SIZE_MIN, CARD_SIZE_MAX),
    rewards: z
      .array(reward, "errors.validation.addReward")
      .min(1, "errors.validation.addReward")
      .max(REWARDS_MAX, m("errors.validation.rewardsMost", { max: REWARDS_MAX })),
    welcomePunches: whole("welcomePunches", 0, WELCOME_MAX),
    maxTokenPunches: whole("maxTokenPunches", 1, TOKEN_PUNCHES_MAX),
    cardColor,
    stampIcon: z.enum(STAMP_ICONS, "errors.validation.chooseStampIcon").nullable(),
    terms: z.string().trim().max(TERMS_MAX, fieldMaxChars("terms", TERMS_MAX)),
    // Friends bring friends. Optional: a body without them (a caller older than invitations)
    // keeps what is saved; the screen always sends them.
    referralsOn: z.boolean("adminInvite.program.refusals.on").optional(),
    referralFriendPunches: ranged("friend", 0, REFERRAL_PUNCHES_MAX).optional(),
    referralInviterPunches: ranged("inviter", 0, REFERRAL_PUNCHES_MAX).optional(),
    referralMonthlyMax: ranged("monthlyMax", REFERRAL_MONTHLY_MIN, REFERRAL_MONTHLY_MAX).optional(),
  })
  .superRefine((program, ctx) => {
    const { rewards, cardSize } = program;
    // A card size already refused says nothing about where the rewards may go.
    const sized =
      Number.isInteger(cardSize) && cardSize >= CARD_SIZE_MIN && cardSize <= CARD_SIZE_MAX;
    rewards.forEach((r, i) => {
      if (i > 0 && r.at <= rewards[i - 1]!.at) {
        ctx.addIssue({
          code: "custom",
          path: ["rewards", i, "at"],
          message: "errors.validation.rewardOrder",
        });
      }
      if (sized && r.at > cardSize) {
        ctx.addIssue({
          code: "custom",
          path: ["rewards", i, "at"],
          message: "errors.validation.rewardOnCard",
        });
      }
    });
    // A last reward past the card's end was refused above, once.
    const last = rewards[rewards.length - 1];
    if (sized && last && last.at < cardSize) {
      ctx.addIssue({
        code: "custom",
        path: ["rewards", rewards.length - 1, "at"],
        message: "errors.validation.lastRewardAtEnd",
      });
    }
    for (const issue of giftIssues(program)) ctx.addIssue({ code: "custom", ...issue });
  });

const isWhole = (n: unknown): n is number => typeof n === "number" && Number.isInteger(n);

/**
 * A gift that is a reward by itself makes joining a free product: the welcome bonus, and the
 * friend's bonus a friend gets on top of it, must stay below the card's first reward. Shared
 * with the save (lib/program/save.ts), which checks the friend's bonus it keeps when a body
 * leaves it out. Numbers refused on their own field are not judged again.
 */
export function giftIssues(program: {
  rewards: readonly { at: unknown }[];
  welcomePunches: unknown;
  referralFriendPunches?: unknown;
}): { path: string[]; message: string }[] {
  const first = program.rewards[0]?.at;
  const welcome = program.welcomePunches;
  if (!isWhole(first) || first < 1) return [];
  if (!isWhole(welcome) || welcome < 0 || welcome > WELCOME_MAX) return [];
  if (welcome >= first) {
    return [
      {
        path: ["welcomePunches"],
        message: m("errors.validation.welcomeBelowReward", { at: first }),
      },
    ];
  }
  const friend = program.referralFriendPunches;
  const friendRanged = isWhole(friend) && friend >= 0 && friend <= REFERRAL_PUNCHES_MAX;
  if (friendRanged && welcome + friend >= first) {
    return [
      {
        path: ["referralFriendPunches"],
        message: m("errors.validation.friendBelowReward", { at: first }),
      },
    ];
  }
  return [];
}

export type ProgramInput = z.input<typeof programSchema>;
export type Program = z.output<typeof programSchema>;

export { CARD_PALETTE, STAMP_ICONS };
