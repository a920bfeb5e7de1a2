import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import type { Tx } from "@/lib/db/client";
import { punchCards, shopProgram, shopSettings } from "@/lib/db/schema";
import { transaction } from "@/lib/db/transaction";
import { ApiError } from "@/lib/http/errors";
import { giftIssues, type Program } from "@/lib/program/schema";
import { perTokenAboveDay } from "@/lib/program/token-day";
import { readShopSettings } from "@/lib/settings/shop";
import { remakeIcons } from "./logo";
import { forgetProgram, readProgram, type ShopProgram } from "./read";

export type SavedProgram = ShopProgram & {
  /** Cards in progress that keep the size and rewards they started with (not the new ones). */
  cardsStaying: number;
};

/** The cards whose program is not `program`'s: `started` ones (punches on them or waiting) or not. */
function otherProgram(program: Program, started: boolean) {
  const begun = or(sql`${punchCards.punches} > 0`, sql`${punchCards.waiting} > 0`);
  return and(
    started ? begun : and(eq(punchCards.punches, 0), eq(punchCards.waiting, 0)),
    or(
      sql`${punchCards.size} <> ${program.cardSize}`,
      sql`${punchCards.rewards} <> ${JSON.stringify(program.rewards)}::jsonb`,
    ),
  );
}

async function countStaying(tx: Tx, program: Program): Promise<number> {
  const [row] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(punchCards)
    .where(otherProgram(program, true));
  return row?.count ?? 0;
}

/**
 * Saves the whole program (the logo apart: POST /api/program/logo) and answers it with the
 * number of cards in progress that stay on the program they started with. A card nobody has
 * punched yet has started nothing: it takes the new program at once. The app icons made on
 * the card's colour are made again when the colour changes.
 */
export async function saveProgram({
  program,
  adminId,
}: {
  program: Program;
  adminId: string;
}): Promise<SavedProgram> {
  const saved = await transaction(async (tx) => {
    // The settings row first, locked: a save of the daily maximum at the same moment waits for
    // this one (or this for it), so the two never pass each other's check (lib/shop/update.ts).
    await readShopSettings(tx);
    const [day] = await tx
      .select({ maxPunchesPerDay: shopSettings.maxPunchesPerDay })
      .from(shopSettings)
      .for("update");
    const aboveDay = perTokenAboveDay(program.maxTokenPunches, day?.maxPunchesPerDay ?? null);
    if (aboveDay) throw ApiError.onField("bad_request", "maxTokenPunches", aboveDay);
    const before = await readProgram(tx);
    await tx.update(shopProgram).set({ ...program, updatedAt: new Date(), updatedBy: adminId });
    await tx
      .update(punchCards)
      .set({ size: program.cardSize, rewards: program.rewards, handed: 0 })
      .where(and(otherProgram(program, false), eq(punchCards.handed, 0)));
    const after = await readProgram(tx);
    // A body without the invitation fields keeps the friend's bonus saved: judged with it here.
    const [gift] = giftIssues(after);
    if (gift) throw ApiError.onField("bad_request", gift.path[0]!, gift.message);
    if (after.cardColor !== before.cardColor) await remakeIcons(tx, after, adminId);
    return { ...(await readProgram(tx)), cardsStaying: await countStaying(tx, program) };
  });
  forgetProgram();
  return saved;
}
