import "./jitless";
import * as z from "zod";
import { CARD_PALETTE, STAMP_ICONS, readsOnCard } from "@/lib/program/look";

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

const whole = (label: string, min: number, max: number) =>
  z
    .number(`${label} must be a number`)
    .int(`${label} must be a whole number`)
    .min(min, `${label} must be at least ${min}`)
    .max(max, `${label} must be at most ${max}`);

const reward = z.object({
  at: whole("The reward's punch count", 1, CARD_SIZE_MAX),
  name: z
    .string("Reward name is required")
    .trim()
    .min(1, "Reward name is required")
    .max(REWARD_NAME_MAX, `Reward name must be at most ${REWARD_NAME_MAX} characters`),
});

const HEX = /^#[0-9a-fA-F]{6}$/;

export const CARD_COLOR_UNREADABLE =
  "White text on this colour is hard to read: choose a darker colour (contrast at least 4.5:1)";

const cardColor = z
  .string("Card colour must be a colour such as #1d4ed8")
  .trim()
  .regex(HEX, "Card colour must be a colour such as #1d4ed8")
  .transform((v) => v.toLowerCase())
  .refine(readsOnCard, CARD_COLOR_UNREADABLE)
  .nullable();

export const programSchema = z
  .object({
    cardSize: whole("Punches per card", CARD_SIZE_MIN, CARD_SIZE_MAX),
    rewards: z
      .array(reward, "Add at least one reward")
      .min(1, "Add at least one reward")
      .max(REWARDS_MAX, `A card has at most ${REWARDS_MAX} rewards`),
    welcomePunches: whole("Welcome bonus", 0, WELCOME_MAX),
    maxTokenPunches: whole("Most punches per token", 1, TOKEN_PUNCHES_MAX),
    cardColor,
    stampIcon: z.enum(STAMP_ICONS, "Choose a stamp icon from the list").nullable(),
    terms: z.string().trim().max(TERMS_MAX, `Terms must be at most ${TERMS_MAX} characters`),
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
          message: "Each reward must come after the one before it",
        });
      }
      if (sized && r.at > cardSize) {
        ctx.addIssue({
          code: "custom",
          path: ["rewards", i, "at"],
          message: "A reward must be on the card (at most its punches per card)",
        });
      }
    });
    // A last reward past the card's end was refused above, once.
    const last = rewards[rewards.length - 1];
    if (sized && last && last.at < cardSize) {
      ctx.addIssue({
        code: "custom",
        path: ["rewards", rewards.length - 1, "at"],
        message: "The last reward comes with the card's last punch",
      });
    }
  });

export type ProgramInput = z.input<typeof programSchema>;
export type Program = z.output<typeof programSchema>;

export { CARD_PALETTE, STAMP_ICONS };
