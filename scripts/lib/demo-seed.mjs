// Fills a freshly migrated database with the demo shop (see demo-content.mjs), in one
// transaction, one INSERT per table: rows are built here and sent as a JSON array.
import { randomBytes, randomUUID } from "node:crypto";
import { RECOUNT_EARN_DAYS, SHOP_TIME_ZONE } from "../../lib/rewards/earn-days.ts";
import { makeLogoIcons, normalizeLogo } from "../../lib/program/logo-icons.ts";
import { renderDemoImages, renderDemoLogo } from "../demo-images.mjs";
import { prepareDatabase } from "./prepare-db.mjs";
import {
  ANNOUNCEMENTS,
  BLOG_POSTS,
  CATEGORIES,
  CUSTOMERS,
  DEMO_PROGRAM,
  DEMO_ACCOUNTS,
  demoShopEnv,
  INVENTORY,
  PRODUCTS,
  REVIEWS,
  TICKETS,
  TOKEN_SHEET,
} from "./demo-content.mjs";
import { automationInbox, automationRows } from "./demo-messages.mjs";
import { morning, newCode, newTokenId, notAfter, playHistory, seeded } from "./demo-history.mjs";

const SHORT_CODE_LENGTH = 8; // a shop token's typed code (lib/security/short-code.ts)

const MINUTE = 60_000;
const DAY = 86_400_000;
const ADMIN_NAME = "Admin"; // how the app names the shop in ticket replies
// The review threshold a new shop starts with (shop_settings.review_punches_per_day's default):
// the demo has no settings row until the app first reads them.
const REVIEW_PUNCHES_PER_DAY = 5;

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

/** The shop's name and reward as its messages name them (the settings row, else its defaults). */
async function shopWords(client) {
  const { rows } = await client.query("select shop_name, reward_name from shop_settings limit 1");
  return {
    shop: rows[0]?.shop_name ?? demoShopEnv().SHOP_NAME,
    reward: rows[0]?.reward_name ?? "product",
  };
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

async function customerRows({ now, ownerId, staff, products }) {
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
      program: { size: DEMO_PROGRAM.size, rewards: DEMO_PROGRAM.rewards },
      userId: id,
      ownerId,
      staff,
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

async function logoRows({ now, ownerId }) {
  const logo = await normalizeLogo(await renderDemoLogo());
  const made = await makeLogoIcons(logo, null);
  const row = (data) => ({
    id: randomBytes(16).toString("base64url"),
    content_type: "image/png",
    size: data.length,
    data: `\\x${data.toString("hex")}`,
    created_by: ownerId,
    created_at: new Date(now.getTime() - 500 * DAY).toISOString(),
  });
  const logoRow = row(logo);
  const names = Object.keys(made);
  const iconRows = names.map((name) => row(made[name]));
  return {
    uploads: [logoRow, ...iconRows],
    logoId: logoRow.id,
    icons: Object.fromEntries(names.map((name, i) => [name, iconRows[i].id])),
  };
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

/** The staff member who runs the counter: an account with a password and no punch card. */
async function staffRow({ now }) {
  const { hash } = await import("@node-rs/argon2");
  const { username, password, name, joinedDays } = DEMO_ACCOUNTS.staff;
  const since = morning(now, joinedDays).toISOString();
  return {
    id: randomUUID(),
    username,
    name,
    role: "staff",
    password_hash: await hash(password),
    created_at: since,
    updated_at: since,
  };
}

/** A printed sheet of shop tokens, as lib/rewards/batches.ts makes one: each with a typed code. */
function sheetRows({ now, ownerId }) {
  const createdAt = new Date(morning(now, TOKEN_SHEET.ageDays).getTime() + 60 * MINUTE);
  const expiresAt = new Date(createdAt.getTime() + TOKEN_SHEET.expiresDays * DAY).toISOString();
  const batch = {
    id: randomUUID(),
    label: TOKEN_SHEET.label,
    count: TOKEN_SHEET.count,
    expires_at: expiresAt,
    created_by: ownerId,
    created_at: createdAt.toISOString(),
  };
  const tokens = Array.from({ length: TOKEN_SHEET.count }, () => ({
    id: newTokenId(),
    code: newCode(SHORT_CODE_LENGTH),
    kind: "admin",
    created_by: ownerId,
    created_at: batch.created_at,
    expires_at: expiresAt,
    batch_id: batch.id,
  }));
  return { batch, tokens };
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
    const last = t.messages.at(-1)?.[2] ?? 0;
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
 * Void entries, after the entries they reverse: each finds its entry's id by that entry's
 * token, as ids are only known once the ledger is written.
 */
async function insertVoids(client, voids) {
  if (voids.length === 0) return;
  const { rowCount } = await client.query(
    `insert into reward_ledger
       (user_id, reason, punch_delta, xp_delta, cycle, actor_id, voids_entry_id, note, created_at)
     select v.user_id, 'void', v.punch_delta, v.xp_delta, v.cycle, v.actor_id, e.id, v.note, v.created_at
     from jsonb_to_recordset($1::jsonb) as v(user_id uuid, voids_token_id text, punch_delta int,
       xp_delta int, cycle int, actor_id uuid, note text, created_at timestamptz)
     join reward_ledger e on e.token_id = v.voids_token_id and e.user_id = v.user_id`,
    [JSON.stringify(voids)],
  );
  if (rowCount !== voids.length) throw new Error("a demo void found no entry to reverse");
}

/**
 * Opens a review flag for each customer's shop day past the review threshold, as each punch
 * in the app checks it (lib/rewards/earn-rules-sql.ts): first crossed at the punch past the
 * threshold, last at that day's final punch. Run after earn_days is counted.
 */
async function flagBusyDays(client) {
  await client.query(
    `insert into review_flags (user_id, day, rule, count, threshold, first_at, last_at)
     select d.user_id, d.day, 'punches', d.punches, $1, p.at[$1 + 1], p.at[cardinality(p.at)]
     from earn_days d cross join lateral (
       select array_agg(l.created_at order by l.created_at) as at from reward_ledger l
       where l.user_id = d.user_id and l.reason = 'token'
         and (l.created_at at time zone ${SHOP_TIME_ZONE})::date = d.day
     ) p
     where d.punches > $1`,
    [REVIEW_PUNCHES_PER_DAY],
  );
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
    const staff = await staffRow({ now });
    const people = await customerRows({
      now,
      ownerId: owner.id,
      staff: { id: staff.id, since: new Date(staff.created_at) },
      products: onSale,
    });
    const userIds = Object.fromEntries(people.users.map((u) => [u.username, u.id]));
    const unused = unusedRows({ now, ownerId: owner.id, productId: catalog.productId });
    const sheet = sheetRows({ now, ownerId: owner.id });
    const community = communityRows({ now, owner, userIds, productId: catalog.productId });
    const history = (part) => people.histories.flatMap((h) => h[part]);

    await insertRows(client, "uploads", catalog.uploads);
    await insertRows(client, "categories", catalog.categories);
    await insertRows(client, "products", catalog.products);
    await insertRows(client, "users", [staff]);
    await insertRows(client, "users", people.users);
    // Invitations on in the demo (a new shop starts with them off), with the bonuses' defaults.
    await client.query(
      `insert into shop_program (id, card_size, rewards, stamp_icon, referrals_on)
       values (true, $1, $2::jsonb, $3, true)
       on conflict (id) do update set card_size = excluded.card_size, rewards = excluded.rewards,
         stamp_icon = excluded.stamp_icon, referrals_on = true`,
      [DEMO_PROGRAM.size, JSON.stringify(DEMO_PROGRAM.rewards), DEMO_PROGRAM.stampIcon],
    );
    // The logo as the program screen stores an upload: the logo and the app's icons made
    // from it (lib/program/logo-icons.ts), so the installed demo is the café's.
    const logo = await logoRows({ now, ownerId: owner.id });
    await insertRows(client, "uploads", logo.uploads);
    await client.query("update shop_program set logo_id = $1, logo_icons = $2::jsonb", [
      logo.logoId,
      JSON.stringify(logo.icons),
    ]);
    await insertRows(client, "punch_cards", people.cards);
    await insertRows(client, "token_batches", [sheet.batch]);
    // Every token row carries the same keys, so one JSON shape fits the whole array.
    const token = (t) => ({
      code: null,
      owner_id: null,
      created_by: null,
      expires_at: null,
      batch_id: null,
      used_at: null,
      used_by: null,
      used_by_name: null,
      ...t,
    });
    await insertRows(
      client,
      "punch_tokens",
      [...history("tokens"), ...unused.tokens, ...sheet.tokens].map(token),
    );
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
    const entry = (e) => ({
      token_id: null,
      code_id: null,
      actor_id: null,
      reward_name: null,
      reward_at: null,
      ...e,
    });
    await insertRows(
      client,
      "reward_ledger",
      history("ledger")
        .map(entry)
        .sort((a, b) => a.created_at.localeCompare(b.created_at)),
    );
    await insertVoids(client, history("voids"));
    // The daily counts the earn rules read, as if each entry had been earned in the app.
    for (const statement of RECOUNT_EARN_DAYS) await client.query(statement);
    await flagBusyDays(client);
    await insertRows(client, "announcements", community.announcements);
    await insertRows(client, "blog_posts", community.blogPosts);
    await insertRows(client, "reviews", community.reviews);
    await insertRows(client, "tickets", community.tickets);
    await insertRows(client, "ticket_messages", community.messages);
    await insertRows(client, "inventory_items", community.inventory);
    await insertRows(client, "automations", automationRows({ now, ownerId: owner.id }));
    await insertRows(
      client,
      "inbox_messages",
      automationInbox({
        now,
        users: people.users,
        ledger: history("ledger"),
        program: DEMO_PROGRAM,
        ...(await shopWords(client)),
      }),
    );
    // The demo shop is set up: its settings and card saved by the owner, the owner's password
    // their own, the poster opened. The setup guide (lib/setup) reads it all done.
    const shopEnv = demoShopEnv();
    await client.query(
      `insert into shop_settings (shop_name, owner_handle, owner_url, messaging_app, updated_by, poster_opened_at)
       values ($1, $2, $3, 'Instagram', $4, $5)
       on conflict (id) do update set updated_by = excluded.updated_by,
         poster_opened_at = excluded.poster_opened_at`,
      [shopEnv.SHOP_NAME, shopEnv.SHOP_OWNER_HANDLE, shopEnv.SHOP_OWNER_URL, owner.id, now],
    );
    await client.query("update shop_program set updated_by = $1", [owner.id]);
    await client.query("update users set password_set_at = $1 where id = $2", [now, owner.id]);
    await client.query("commit");
    return {
      customers: people.users.length,
      products: catalog.products.length,
      ledgerEntries: history("ledger").length + history("voids").length,
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
