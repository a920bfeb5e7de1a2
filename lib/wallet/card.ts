import "server-only";
import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { eq, inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { uploads, users } from "@/lib/db/schema";
import { translatorFor } from "@/lib/i18n/server";
import { DEFAULT_LOCALE, isLocale, type Locale } from "@/lib/i18n/locales";
import { readCardView, readCardViews } from "@/lib/program/card-query";
import type { CardView } from "@/lib/program/card";
import type { StampIcon } from "@/lib/program/look";
import { CARD_TEXT } from "@/lib/program/look";
import { getProgram, type ShopProgram } from "@/lib/program/read";
import { THEME_COLOR } from "@/lib/pwa/app-identity";
import { tierFor } from "@/lib/rewards/rules";
import { getShopSettings, type ShopSettings } from "@/lib/settings/shop";
import type { PassContent, PassField } from "./content";
import { formatMemberCode, memberCodeOf } from "./member-code";

// A customer's pass, made from the same card the dashboard shows, in their language: each
// wallet draws it in its own format (lib/wallet/apple, lib/wallet/google).

/** Apple's lock screen offers a pass near at most ten places. */
export const PASS_LOCATIONS_MAX = 10;

async function uploadBytes(id: string | null): Promise<Buffer | null> {
  if (!id) return null;
  const [row] = await db
    .select({ data: uploads.data, type: uploads.contentType })
    .from(uploads)
    .where(eq(uploads.id, id));
  return row && row.type === "image/png" ? row.data : null;
}

/** The app's own icon: every pass needs one, and the shop's logo is not always square. */
let ownIcon: Promise<Buffer> | undefined;
const appIcon = () =>
  (ownIcon ??= readFile(join(process.cwd(), "public", "icons", "icon-192.png")));

/** What every pass of the shop shows alike: its name, colours, logo, icon and stamp. */
async function shopLook(
  program: ShopProgram,
  shop: ShopSettings,
  t: Awaited<ReturnType<typeof translatorFor>>,
) {
  const [logo, shopIcon] = await Promise.all([
    uploadBytes(program.logoIcons?.["512"] ?? null),
    uploadBytes(program.logoIcons?.apple ?? null),
  ]);
  return {
    shopName: shop.shopName,
    description: t("walletPass.description", { shop: shop.shopName }),
    colors: {
      background: program.cardColor ?? THEME_COLOR,
      foreground: CARD_TEXT,
      label: CARD_TEXT,
    },
    logo,
    icon: shopIcon ?? (await appIcon()),
    stampIcon: (program.stampIcon ?? "star") as StampIcon,
  };
}

/** The figures a pass shows that an update compares, so an unchanged card sends nothing. */
export type PassFigures = {
  punches: number;
  size: number;
  /** Rewards reached and not handed over yet: one more is a reward that became ready. */
  ready: number;
  /** Punches waiting for the next card. */
  waiting: number;
  level: number;
  next: string | null;
};

export async function passContent(
  userId: string,
  { serial, updatedAt }: { serial: string; updatedAt: Date },
): Promise<{ content: PassContent; figures: PassFigures }> {
  const [[person], card, program, shop] = await Promise.all([
    db.select({ level: users.level, locale: users.locale }).from(users).where(eq(users.id, userId)),
    readCardView(userId),
    getProgram(),
    getShopSettings(),
  ]);
  if (!person) throw new Error("passContent: no such customer");
  const locale: Locale = isLocale(person.locale)
    ? person.locale
    : isLocale(shop.language)
      ? shop.language
      : DEFAULT_LOCALE;
  const t = await translatorFor(locale, shop.timeZone);
  const [code, look] = await Promise.all([memberCodeOf(userId), shopLook(program, shop, t)]);
  const filled = Math.min(card.punches, card.size);
  const next = card.rewards.find((r) => !r.handedOver && r.at > card.punches) ?? null;
  const tier = tierFor(person.level);
  const waitingNames = card.rewards
    .filter((r) => !r.handedOver && r.at <= card.punches)
    .map((r) => r.name);
  const field = (key: string, label: string, value: string, extra?: Partial<PassField>) => ({
    key,
    label,
    value,
    ...extra,
  });
  const back: PassField[] = [];
  if (program.terms.trim()) back.push(field("terms", t("walletPass.terms"), program.terms));
  if (shop.address) back.push(field("address", t("walletPass.address"), shop.address));
  const { stampIcon, ...shopParts } = look;
  const content: PassContent = {
    serial,
    locale,
    ...shopParts,
    stamps: { filled, total: card.size, icon: stampIcon },
    count: field("count", t("walletPass.count"), `${filled} / ${card.size}`),
    secondary: [
      field(
        "next",
        t("walletPass.nextReward"),
        next ? next.name : card.isComplete ? t("walletPass.allCollected") : t("walletPass.none"),
      ),
      // The one field whose change the lock screen announces: a reward became ready.
      field(
        "waiting",
        t("walletPass.rewardsWaiting"),
        waitingNames.length > 0
          ? t("walletPass.rewardReady", { reward: waitingNames.join(", ") })
          : t("walletPass.none"),
        { changeMessage: "%@" },
      ),
    ],
    auxiliary: [
      field("level", t("walletPass.level"), String(person.level)),
      field("tier", t("walletPass.tier"), t(`card.tiers.${tier.name.toLowerCase()}`)),
    ],
    back,
    barcode: {
      message: formatMemberCode(code),
      altText: t("walletPass.memberCode", { code: formatMemberCode(code) }),
    },
    locations:
      shop.latitude !== null && shop.longitude !== null
        ? [
            {
              latitude: shop.latitude,
              longitude: shop.longitude,
              relevantText: t("walletPass.nearby", { shop: shop.shopName }),
            },
          ].slice(0, PASS_LOCATIONS_MAX)
        : [],
    voided: false,
    updatedAt,
  };
  return {
    content,
    figures: {
      punches: card.punches,
      size: card.size,
      ready: waitingNames.length,
      waiting: card.waiting,
      level: person.level,
      next: next?.name ?? null,
    },
  };
}

/**
 * A pass with no customer behind it any more (their account was deleted): the shop's card in
 * the shop's language, no figures, no code. Its last update shows it voided.
 */
export async function shopContent({
  serial,
  updatedAt,
}: {
  serial: string;
  updatedAt: Date;
}): Promise<PassContent> {
  const [program, shop] = await Promise.all([getProgram(), getShopSettings()]);
  const locale: Locale = isLocale(shop.language) ? shop.language : DEFAULT_LOCALE;
  const t = await translatorFor(locale, shop.timeZone);
  const { stampIcon, ...shopParts } = await shopLook(program, shop, t);
  return {
    serial,
    locale,
    ...shopParts,
    stamps: { filled: 0, total: program.cardSize, icon: stampIcon },
    count: { key: "count", label: t("walletPass.count"), value: `0 / ${program.cardSize}` },
    secondary: [],
    auxiliary: [],
    back: [],
    barcode: { message: "", altText: "" },
    locations: [],
    voided: true,
    updatedAt,
  };
}

/** What the pass shows of a card and a level, to compare with what it showed. */
export function figuresOf(card: CardView, level: number): PassFigures {
  const next = card.rewards.find((r) => !r.handedOver && r.at > card.punches) ?? null;
  return {
    punches: card.punches,
    size: card.size,
    ready: card.rewards.filter((r) => !r.handedOver && r.at <= card.punches).length,
    waiting: card.waiting,
    level,
    next: next?.name ?? null,
  };
}

/**
 * The figures of many customers in two queries (a batch of pass updates), keyed by user id;
 * a customer gone meanwhile is left out.
 */
export async function passFiguresOf(userIds: string[]): Promise<Map<string, PassFigures>> {
  const figures = new Map<string, PassFigures>();
  if (userIds.length === 0) return figures;
  const [people, cards] = await Promise.all([
    db.select({ id: users.id, level: users.level }).from(users).where(inArray(users.id, userIds)),
    readCardViews(userIds),
  ]);
  for (const { id, level } of people) figures.set(id, figuresOf(cards.get(id)!, level));
  return figures;
}

export const sameFigures = (a: unknown, b: PassFigures) =>
  a !== null &&
  typeof a === "object" &&
  (Object.keys(b) as (keyof PassFigures)[]).every(
    (k) => (a as Record<string, unknown>)[k] === b[k],
  );
