import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { uploads } from "@/lib/db/schema";
import { CARD_TEXT, type StampIcon } from "@/lib/program/look";
import { getProgram } from "@/lib/program/read";
import { THEME_COLOR } from "@/lib/pwa/app-identity";
import { heroImage } from "./strip";

// The images Google fetches for the shop's class and its objects, at public addresses: the
// logo and the stamps of a card at each count. Nothing in them is a customer's.

export async function logoImage(): Promise<Buffer | null> {
  const program = await getProgram();
  const id = program.logoIcons?.["512"];
  if (!id) return null;
  const [row] = await db.select({ data: uploads.data }).from(uploads).where(eq(uploads.id, id));
  return row?.data ?? null;
}

/** The hero image of a card at `filled` punches (beyond the card's size it is full). */
export async function heroAt(filled: number): Promise<Buffer> {
  const program = await getProgram();
  return heroImage({
    filled: Math.min(filled, program.cardSize),
    total: program.cardSize,
    icon: (program.stampIcon ?? "star") as StampIcon,
    background: program.cardColor ?? THEME_COLOR,
    foreground: CARD_TEXT,
  });
}
