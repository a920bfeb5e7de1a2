import "server-only";
import { eq, inArray } from "drizzle-orm";
import type { CardLook } from "./look";
import { uploadUrl } from "@/lib/catalog/uploads";
import { db } from "@/lib/db/client";
import { punchCards, tokenBatches } from "@/lib/db/schema";
import { cardView, openCard, type CardView } from "./card";
import type { StampIcon } from "./look";
import { getProgram, type ShopProgram } from "./read";

// The screens' read side of the cards' program columns (size, rewards, handed, waiting), for the
// screens whose queries in lib/rewards return only the punch count.

/** A customer who never collected a punch has no card row: theirs opens on the program now. */
export const unopenedCard = (program: Pick<ShopProgram, "cardSize" | "rewards">): CardView =>
  cardView(openCard(program));

/** The cards of `userIds` as the screens show them, keyed by user id; each one present. */
export async function readCardViews(userIds: readonly string[]): Promise<Map<string, CardView>> {
  const views = new Map<string, CardView>();
  if (userIds.length === 0) return views;
  const [program, rows] = await Promise.all([
    getProgram(),
    db
      .select({
        userId: punchCards.userId,
        size: punchCards.size,
        punches: punchCards.punches,
        rewards: punchCards.rewards,
        handed: punchCards.handed,
        waiting: punchCards.waiting,
      })
      .from(punchCards)
      .where(inArray(punchCards.userId, [...userIds])),
  ]);
  for (const { userId, ...card } of rows) views.set(userId, cardView(card));
  for (const id of userIds) if (!views.has(id)) views.set(id, unopenedCard(program));
  return views;
}

/** One customer's card (the caller checked who may see it). */
export async function readCardView(userId: string): Promise<CardView> {
  return (await readCardViews([userId])).get(userId)!;
}

/** The card's look and terms as the program sets them, for ProgramCard. */
export function programLook(program: ShopProgram): CardLook {
  return {
    cardColor: program.cardColor,
    stampIcon: program.stampIcon as StampIcon | null,
    logoUrl: program.logoId ? uploadUrl(program.logoId) : null,
  };
}

/** What every screen showing a card needs from the program, at most a couple of seconds old. */
export async function getCardLook(): Promise<{
  look: CardLook;
  terms: string;
  program: ShopProgram;
}> {
  const program = await getProgram();
  return { look: programLook(program), terms: program.terms, program };
}

/** The punches each token of a printed batch carries (1 for one that is not found). */
export async function readBatchPunches(id: string): Promise<number> {
  const [row] = await db
    .select({ punches: tokenBatches.punches })
    .from(tokenBatches)
    .where(eq(tokenBatches.id, id));
  return row?.punches ?? 1;
}
