// Fills a freshly migrated database with the demo shop (see demo-content.mjs), in one
// transaction, one INSERT per table: rows are built here and sent as a JSON array.
import { randomBytes, randomUUID } from "node:crypto";
import { RECOUNT_EARN_DAYS } from "../../lib/rewards/earn-days.mjs";
import { renderDemoImages } from "../demo-images.mjs";
import { prepareDatabase } from "./prepare-db.mjs";
import {
  ANNOUNCEMENTS,
  BLOG_POSTS,
  CATEGORIES,
  CUSTOMERS,
  DEMO_ACCOUNTS,
  INVENTORY,
  PRODUCTS,
  REVIEWS,
  TICKETS,
} from "./demo-content.mjs";
import { morning, newCode, newTokenId, notAfter, playHistory, seeded } from "./demo-history.mjs";

const MINUTE = 60_000;
const DAY = 86_400_000;
const ADMIN_NAME = "Admin"; // how the app names the shop in ticket replies

/** INSERT … SELECT from a JSON array; columns not given keep their defaults. */
async function insertRows(client, table, rows) {
  if (rows.length === 0) return;
  const columns = Object.keys(rows[0])
    .map((c) => `"${c}"`)
    .join(", ");
  await client.query(
    `insert into "${table}" (${columns}) select ${columns} from jsonb_populate_recordset(null::"${table}", $1::jsonb)`,
    [JSON.stringify(rows)],
  );
}

async function assertFresh(client) {
  const { rows } = await client.query(
    "select (select count(*) from users where role = 'user')::int + (select count(*) from products)::int as n",
  );
  if (rows[0].n > 0)
    throw new Error(
      "this database already holds customers or products; the demo seeds only a fresh one",
    );
}

async function customerRows({ now, ownerId, products }) {
  const { hash } = await import("@node-rs/argon2");
  const random = seeded(20_240_611);
  const passwords = Object.fromEntries(
    DEMO_ACCOUNTS.customers.map((c) => [c.username, c.password]),
  );
  const users = [];
  const cards = [];
  const histories = [];
  for (const customer of CUSTOMERS) {
    const id = randomUUID();
    // Customers without printed details get a random password nobody knows.
    const password = passwords[customer.username] ?? randomBytes(12).toString("base64url");
    const joinedAt =
      customer.joinedDays === 0
        ? new Date(now.getTime() - 95 * MINUTE)
        : morning(now, customer.joinedDays);
    const history = playHistory({
      customer,
      userId: id,
      ownerId,
      joinedAt,
      now,
      random,
      // Codes are printed for what is on sale: categorised products that are not hidden.
      pickProduct: () => products[Math.floor(random() * products.length)].id,
    });
    users.push({
      id,
      username: customer.username,
      name: customer.name,
      role: "user",
      xp: history.xp,
      level: history.level,
      password_hash: await hash(password),
      created_at: joinedAt.toISOString(),
      updated_at: history.card.updated_at,
    });
    cards.push({ user_id: id, ...history.card });
    histories.push(history);
  }
  return { users, cards, histories };
}

async function catalogRows({ now, ownerId }) {
  const images = await renderDemoImages();
  const uploads = images.map((image) => ({
    id: randomBytes(16).toString("base64url"),
    content_type: image.contentType,
    size: image.data.length,
    data: `\\x${image.data.toString("hex")}`,
    created_by: ownerId,
    created_at: new Date(now.getTime() - 500 * DAY).toISOString(),
  }));
  const url = Object.fromEntries(
    images.map((image, i) => [image.key, `/uploads/${uploads[i].id}`]),
  );
  const categories = CATEGORIES.map((c, i) => ({
    id: randomUUID(),
    name: c.name,
    description: c.description,
    created_at: new Date(now.getTime() - (500 - i) * DAY).toISOString(),
  }));
  const categoryId = Object.fromEntries(CATEGORIES.map((c, i) => [c.key, categories[i].id]));
  // Older than every customer's history, in the order the shop should list them.
  const products = PRODUCTS.map((p) => ({
    id: randomUUID(),
    name: p.name,
    description: p.description,
    detailed_description: p.detail ?? null,
    image_url: url[p.images[0]],
    images: p.images.slice(1).map((k) => url[k]),
    flavors: p.flavors,
    stock: p.stock,
    category_id: p.category ? categoryId[p.category] : null,
    price_cents: p.price,
    deal_price_cents: p.deal ?? null,
    hidden: p.hidden ?? false,
    created_at: new Date(now.getTime() - (440 + p.ageDays) * DAY).toISOString(),
  }));
  const productId = Object.fromEntries(PRODUCTS.map((p, i) => [p.key, products[i].id]));
  return { uploads, categories, products, productId };
}

/** Tokens printed at the counter and codes on packaging that nobody has used yet. */
function unusedRows({ now, ownerId, productId }) {
  const random = seeded(7);
  const tokens = [
    [0, 9],
    [0, 4],
    [1, 8],
    [2, 2],
  ].map(([days, hours]) => ({
    id: newTokenId(),
    kind: "admin",
    created_by: ownerId,
    created_at: notAfter(
      new Date(morning(now, days).getTime() + hours * 60 * MINUTE),
      now,
      random,
    ).toISOString(),
  }));
  const codes = [
    "beans",
    "beans",
    "beans",
    "cold-brew",
    "cold-brew",
    "lemonade",
    "lemonade",
    "lemonade",
    "cookie",
    "cookie",
    "mug",
    "latte",
  ].map((key, i) => ({
    id: randomUUID(),
    code: newCode(),
    product_id: productId[key],
    created_by: ownerId,
    created_at: new Date(
      morning(now, 1 + (i % 4)).getTime() + (60 + i * 25) * MINUTE,
    ).toISOString(),
  }));
  return { tokens, codes };
}

function communityRows({ now, owner, userIds, productId }) {
  // Written in opening hours: 09:00 on the given day before today, plus `minutes`.
  const ago = (days, minutes = 0) =>
    new Date(morning(now, days).getTime() + (120 + minutes) * MINUTE).toISOString();
  const announcements = ANNOUNCEMENTS.map((a) => ({
    title: a.title,
    content: a.content,
    created_at: ago(a.ageDays),
    updated_at: ago(a.updatedDays ?? a.ageDays),
  }));
  const blogPosts = BLOG_POSTS.map((p) => ({
    title: p.title,
    content: p.content,
    category: p.category,
    published: p.published,
    author: owner.username,
    author_id: owner.id,
    created_at: ago(p.ageDays),
    updated_at: ago(p.ageDays),
  }));
  const productName = Object.fromEntries(PRODUCTS.map((p) => [p.key, p.name]));
  const reviews = REVIEWS.map((r) => {
    const isAdmin = r.user === owner.username;
    return {
      product_id: productId[r.product],
      product_name: productName[r.product],
      user_id: isAdmin ? owner.id : userIds[r.user],
      user_name: r.user,
      rating: r.rating,
      comment: r.comment,
      is_admin: isAdmin,
      created_at: ago(r.ageDays),
    };
  });
  const tickets = [];
  const messages = [];
  for (const t of TICKETS) {
    const id = randomUUID();
    const last = t.messages.at(-1)[2];
    tickets.push({
      id,
      subject: t.subject,
      status: t.status,
      user_id: userIds[t.user],
      user_name: t.user,
      created_at: ago(t.ageDays),
      updated_at: ago(t.ageDays, last),
    });
    for (const [who, message, minutes] of t.messages) {
      const isAdmin = who === "admin";
      messages.push({
        ticket_id: id,
        user_id: isAdmin ? owner.id : userIds[who],
        user_name: isAdmin ? ADMIN_NAME : who,
        message,
        is_admin: isAdmin,
        created_at: ago(t.ageDays, minutes),
      });
    }
  }
  const inventory = INVENTORY.map((item, i) => ({
    product_name: item.productName,
    unit_price_cents: item.unitPrice,
    quantity: item.quantity,
    fill_amount: item.fillAmount,
    sell_price_cents: item.sellPrice,
    created_at: ago(30 - i),
  }));
  return { announcements, blogPosts, reviews, tickets, messages, inventory };
}

/**
 * Seeds the demo shop into `url`, which must be migrated (prepareDatabase) with the demo
 * owner as its admin, and hold no customers or products yet.
 */
export async function seedDemo(url, { now = new Date() } = {}) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("begin");
    await assertFresh(client);
    const found = await client.query(
      "select id from users where username = $1 and role = 'admin'",
      [DEMO_ACCOUNTS.admin.username],
    );
    if (found.rowCount === 0)
      throw new Error(
        `the demo owner "${DEMO_ACCOUNTS.admin.username}" is missing: run prepareDatabase first`,
      );
    const owner = { id: found.rows[0].id, username: DEMO_ACCOUNTS.admin.username };
    await client.query("update users set name = $2, created_at = $3 where id = $1", [
      owner.id,
      DEMO_ACCOUNTS.admin.name,
      new Date(now.getTime() - 500 * DAY),
    ]);

    const catalog = await catalogRows({ now, ownerId: owner.id });
    const onSale = catalog.products.filter((p) => !p.hidden && p.category_id !== null);
    const people = await customerRows({ now, ownerId: owner.id, products: onSale });
    const userIds = Object.fromEntries(people.users.map((u) => [u.username, u.id]));
    const unused = unusedRows({ now, ownerId: owner.id, productId: catalog.productId });
    const community = communityRows({ now, owner, userIds, productId: catalog.productId });
    const history = (part) => people.histories.flatMap((h) => h[part]);

    await insertRows(client, "uploads", catalog.uploads);
    await insertRows(client, "categories", catalog.categories);
    await insertRows(client, "products", catalog.products);
    await insertRows(client, "users", people.users);
    await insertRows(client, "punch_cards", people.cards);
    // Every token row carries the same keys, so one JSON shape fits the whole array.
    const token = (t) => ({
      owner_id: null,
      created_by: null,
      used_at: null,
      used_by: null,
      used_by_name: null,
      ...t,
    });
    await insertRows(client, "punch_tokens", [...history("tokens"), ...unused.tokens].map(token));
    const code = (c) => ({
      is_used: false,
      used_at: null,
      used_by: null,
      used_by_name: null,
      ...c,
    });
    await insertRows(
      client,
      "verification_codes",
      [...history("codes"), ...unused.codes].map(code),
    );
    const entry = (e) => ({ token_id: null, code_id: null, actor_id: null, ...e });
    await insertRows(
      client,
      "reward_ledger",
      history("ledger")
        .map(entry)
        .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    );
    // The daily counts the earn rules read, as if each entry had been earned in the app.
    for (const statement of RECOUNT_EARN_DAYS) await client.query(statement);
    await insertRows(client, "announcements", community.announcements);
    await insertRows(client, "blog_posts", community.blogPosts);
    await insertRows(client, "reviews", community.reviews);
    await insertRows(client, "tickets", community.tickets);
    await insertRows(client, "ticket_messages", community.messages);
    await insertRows(client, "inventory_items", community.inventory);
    await client.query("commit");
    return {
      customers: people.users.length,
      products: catalog.products.length,
      ledgerEntries: history("ledger").length,
    };
  } catch (error) {
    await client.query("rollback").catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** Migrates an empty database, makes the demo owner its admin and seeds the shop. */
export async function prepareDemo(url, { root }) {
  const { secret } = await prepareDatabase(url, {
    root,
    adminUsername: DEMO_ACCOUNTS.admin.username,
    adminPassword: DEMO_ACCOUNTS.admin.password,
    log: () => {},
  });
  const counts = await seedDemo(url);
  return { secret, counts, accounts: DEMO_ACCOUNTS };
}
