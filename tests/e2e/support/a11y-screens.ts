import { randomBytes } from "node:crypto";
import { expect, type Page } from "@playwright/test";
import { ADMIN, createUser, signedIn, sql } from "../../support/api";
import { insertMessage } from "../../support/inbox";
import { insertProduct, insertToken } from "../../support/rewards";

/**
 * Every screen, by who opens it, for the accessibility sweep (a11y-screens.spec.ts). A screen
 * that needs rows of its own (a ticket, a customer's page, a campaign, a printed sheet) gets
 * them from `arrange`, made through the API or straight in the database.
 */
export type Screens = {
  user: { username: string; password: string } | null;
  paths: string[];
  /** What a screen must show before axe reads it, beyond its skeletons going. */
  ready?: (page: Page) => Promise<void>;
};

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

/** Anyone's screens (signed out). */
export async function publicScreens(): Promise<Screens> {
  return {
    user: null,
    paths: [
      "/",
      "/login",
      "/faq",
      "/announcements",
      "/offline",
      `/join?token=${await insertToken()}`,
      "/invite",
      "/no/such/page",
    ],
  };
}

/**
 * A customer with a card under way, a ticket, an unread message (the bell shows its count), and
 * a product on a deal in a category.
 */
export async function customerScreens(): Promise<Screens> {
  const user = await createUser({ punches: 4, xp: 420 });
  await productInCategory();
  await insertMessage(user.id);
  const ticket = await (
    await signedIn(user)
  ).post<{ id: string }>("/api/tickets", { subject: "Missing punch", message: "Hello" });
  return {
    user,
    paths: [
      "/user/dashboard",
      "/user/profile",
      "/user/products",
      "/user/verify",
      "/user/tickets",
      `/user/tickets/${ticket.body.id}`,
      "/user/reviews",
      "/user/inbox",
      "/user/invite",
      "/user/secure",
      "/blogs",
      "/leaderboard",
    ],
    // The bell reads its count once the page is idle.
    ready: async (page) => {
      const bell = page.getByTestId("inbox-bell");
      if (await bell.count()) await expect(bell.first()).toHaveAttribute("data-unread", /\d/);
    },
  };
}

/** Staff's screens that follow the reader's language (the display and sheets are the shop's). */
export async function staffScreens(): Promise<Screens> {
  return {
    user: await createUser({ role: "staff" }),
    paths: ["/counter/customers", "/counter/codes", "/counter/batches", "/counter/profile"],
  };
}

/** The counter display and a printed sheet: in the shop's language whoever reads them. */
export async function shopLanguageScreens(): Promise<Screens> {
  const owner = await signedIn(ADMIN);
  const sheet = await owner.post<{ id: string }>("/api/token-batches", {
    count: 3,
    expiresAt: inDays(30),
    label: "Till",
  });
  return {
    user: await createUser({ role: "staff" }),
    paths: ["/counter", `/counter/batches/${sheet.body.id}/print`],
  };
}

/** The counter's poster, also in the shop's language: the owner prints it for customers. */
export const posterScreens = (): Screens => ({ user: ADMIN, paths: ["/admin/poster"] });

/**
 * The owner's console, with a customer, a ticket and a campaign planned for next week: its
 * first or second half (`part`), so that each test stays short and the two workers share them.
 */
export async function adminScreens(part: 0 | 1): Promise<Screens> {
  const customer = await createUser({ punches: 6, xp: 300 });
  await productInCategory();
  const ticket = await (
    await signedIn(customer)
  ).post<{ id: string }>("/api/tickets", { subject: "Missing punch", message: "Hello" });
  const owner = await signedIn(ADMIN);
  const campaign = await owner.post<{ campaign: { id: string } }>("/api/campaigns", {
    title: "Saturday muffins",
    body: "Half price before noon, {name}.",
    link: "/user/products",
    segment: { kind: "everyone" },
    sendAt: inDays(7),
  });
  const screens = [
    "dashboard",
    "users",
    `users/${customer.id}`,
    "products",
    "categories",
    "qr-generate",
    "verify",
    "punchcards",
    "review",
    "status",
    "announcements",
    "tickets",
    `tickets/${ticket.body.id}`,
    "reviews",
    "blogs",
    "inventory",
    "bulk-users",
    "profile",
    "program",
    "settings",
    "analytics",
    "exports",
    "import",
    "messages",
    "messages/campaigns/new",
    `messages/campaigns/${campaign.body.campaign.id}`,
    "wallet",
  ];
  const half = Math.ceil(screens.length / 2);
  const mine = part === 0 ? screens.slice(0, half) : screens.slice(half);
  return { user: ADMIN, paths: mine.map((s) => `/admin/${s}`) };
}

/** A category holding a product on a deal: the shop's and the categories' screens show both. */
async function productInCategory() {
  const { rows } = await sql().query<{ id: string }>(
    "insert into categories (name) values ($1) returning id",
    [`Axe ${randomBytes(3).toString("hex")}`],
  );
  const product = await insertProduct({ name: `Axe ${randomBytes(3).toString("hex")}` });
  await sql().query("update products set category_id = $1, deal_price_cents = 999 where id = $2", [
    rows[0]!.id,
    product,
  ]);
}
