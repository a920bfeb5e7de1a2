import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletPasses } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import { getProgram, type ShopProgram } from "@/lib/program/read";
import { sha256 } from "@/lib/security/tokens";
import { THEME_COLOR } from "@/lib/pwa/app-identity";
import { getShopSettings } from "@/lib/settings/shop";
import { passContent, type PassFigures } from "./card";
import type { PassContent } from "./content";
import { loyaltyClassBody, loyaltyObjectBody, walletClient } from "./google/objects";
import { saveLink } from "./google/save-link";
import { WALLET_NOT_CONNECTED } from "./messages";
import { passOf, type PassRow } from "./passes";
import { googleConnection, type GoogleConnection } from "./store";

// The shop's Google Wallet: one loyalty class, an object per customer, patched as the card
// changes. Google fetches the images itself, from public addresses (app/api/wallet/images).

/** The class's id suffix: one program, one class. */
export const CLASS_SUFFIX = "punchcard";

export const classId = (c: GoogleConnection) => `${c.issuerId}.${CLASS_SUFFIX}`;
export const objectId = (c: GoogleConnection, serial: string) => `${c.issuerId}.${serial}`;

export const googleClient = (c: GoogleConnection) =>
  walletClient({
    credentials: c,
    apiBase: env.GOOGLE_WALLET_API,
    tokenUrl: env.GOOGLE_OAUTH_TOKEN_URL,
  });

/** Google keeps an image by its address: the address changes with the card's look. */
const lookVersion = (program: ShopProgram) =>
  sha256(
    JSON.stringify([program.cardColor, program.stampIcon, program.logoId, program.cardSize]),
  ).slice(0, 12);

/** The hero image of a card at `filled`. */
export async function heroUrl(c: GoogleConnection, filled: number): Promise<string> {
  const program = await getProgram();
  return `${c.origin}/api/wallet/images/hero/${filled}?v=${lookVersion(program)}`;
}

// The class is made (or brought up to date) once per program look on this server.
let classFor: string | null = null;

async function ensureClass(c: GoogleConnection): Promise<void> {
  const [program, shop] = await Promise.all([getProgram(), getShopSettings()]);
  const version = `${c.issuerId}:${c.origin}:${shop.shopName}:${lookVersion(program)}`;
  if (classFor === version) return;
  await googleClient(c).ensureClass(
    loyaltyClassBody({
      issuerId: c.issuerId,
      classSuffix: CLASS_SUFFIX,
      shopName: shop.shopName,
      logoUrl: `${c.origin}/api/wallet/images/logo?v=${lookVersion(program)}`,
      background: program.cardColor ?? THEME_COLOR,
      callbackUrl: `${c.origin}/api/wallet/google/callback`,
    }),
  );
  classFor = version;
}

export const objectBody = async (c: GoogleConnection, content: PassContent) =>
  loyaltyObjectBody({
    issuerId: c.issuerId,
    classSuffix: CLASS_SUFFIX,
    content,
    heroUrl: await heroUrl(c, content.stamps.filled),
  });

/** Records what the pass now shows, as told to Google. */
export async function markShown(pass: PassRow, figures: PassFigures, at: Date) {
  await db
    .update(walletPasses)
    .set({ shown: figures, rewardsShown: figures.ready, updatedAt: at, notifiedAt: at })
    .where(eq(walletPasses.id, pass.id));
}

/**
 * The customer's "save to Google Wallet" link: their loyalty object is inserted first (under
 * the shop's class, made UNDER_REVIEW), so that every later patch finds it.
 */
export async function googleSaveUrl(userId: string): Promise<string> {
  const c = await googleConnection();
  if (!c) throw new ApiError("not_found", WALLET_NOT_CONNECTED);
  const pass = await passOf(userId, "google");
  await ensureClass(c);
  const now = new Date();
  const { content, figures } = await passContent(userId, { serial: pass.id, updatedAt: now });
  await googleClient(c).insertObject(await objectBody(c, content));
  await markShown(pass, figures, now);
  return saveLink(c, {
    objectId: objectId(c, pass.id),
    classId: classId(c),
    origins: [c.origin],
  });
}
