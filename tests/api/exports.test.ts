import { randomBytes } from "node:crypto";
import { parse } from "csv-parse/sync";
import { cast, closeDb, createUser, signedIn, sql, type Client } from "../support/api";

// The many-customers export inserts a few thousand rows and reads them back.
jest.setTimeout(120_000);

const tag = randomBytes(3).toString("hex");
let people: Awaited<ReturnType<typeof cast>>;
let staff: Client;
const made = { users: [] as string[], product: "", inventory: "", token: "" };

/** "2026-03-10 12:00:00": an instant on the clock of `timeZone`, as the exports write it. */
function localTime(iso: string, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat("en-CA", {
      timeZone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    })
      .formatToParts(new Date(iso))
      .map((p) => [p.type, p.value]),
  );
  return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
}

/** The zone a time column's header names: "created (Europe/London)" → "Europe/London". */
const zoneOf = (header: string | undefined) => /^[a-z ]+ \((.+)\)$/.exec(header ?? "")?.[1] ?? "";

const LOCAL = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

/** The CSV's rows (header first), parsed back with csv-parse. */
function rows(body: unknown): string[][] {
  return parse(String(body), { relax_column_count: false }) as string[][];
}

beforeAll(async () => {
  people = await cast();
  const staffUser = await createUser({ role: "staff" });
  staff = await signedIn(staffUser);
  const evil = await createUser({ username: `=cmd${tag}`, punches: 3, xp: 40 });
  made.users.push(people.a.id, people.b.id, staffUser.id, evil.id);
  await sql().query("update users set name = $2 where id = $1", [evil.id, "-1"]);
  const db = sql();
  // Two dated entries for the range filter; their XP cancels out, so db:check still balances.
  await db.query(
    `insert into reward_ledger (user_id, reason, xp_delta, note, created_at) values
      ($1, 'admin_xp', 1, $2, '2026-03-10T12:00:00Z'), ($1, 'admin_xp', -1, $3, '2026-03-20T12:00:00Z')`,
    [people.a.id, `+note ${tag}`, `later ${tag}`],
  );
  const product = await db.query<{ id: string }>(
    `insert into products (name, description, price_cents) values ($1, 'x', 350) returning id`,
    [`@Tea ${tag}`],
  );
  made.product = product.rows[0]!.id;
  await db.query(`insert into verification_codes (code, product_id) values ($1, $2)`, [
    `CODE${tag.toUpperCase()}`,
    made.product,
  ]);
  await db.query(
    `insert into reviews (product_id, product_name, user_id, user_name, rating, comment)
     values ($1, $2, $3, $4, 4, $5)`,
    [made.product, `@Tea ${tag}`, people.a.id, people.a.username, `=HYPERLINK("x") ${tag}`],
  );
  const item = await db.query<{ id: string }>(
    `insert into inventory_items (product_name, unit_price_cents, quantity, sell_price_cents)
     values ($1, 250, 12, 400) returning id`,
    [`Beans ${tag}`],
  );
  made.inventory = item.rows[0]!.id;
  made.token = randomBytes(16).toString("base64url");
  await db.query(
    `insert into punch_tokens (id, kind, expires_at) values ($1, 'admin', now() + interval '1 day')`,
    [made.token],
  );
});

afterAll(async () => {
  const db = sql();
  await db.query("delete from users where username like $1", [`bulk${tag}%`]);
  await db.query("delete from punch_tokens where id = $1", [made.token]);
  await db.query("delete from inventory_items where id = $1", [made.inventory]);
  await db.query("delete from products where id = $1", [made.product]);
  await closeDb();
});

describe("GET /api/export/{name}.csv", () => {
  it("refuses anonymous visitors, customers and staff", async () => {
    for (const name of ["customers", "ledger", "reviews"]) {
      expect((await people.anonymous.get(`/api/export/${name}.csv`)).status).toBe(401);
      expect((await people.customerA.get(`/api/export/${name}.csv`)).status).toBe(403);
      expect((await staff.get(`/api/export/${name}.csv`)).status).toBe(403);
    }
  });

  it("knows only its six files", async () => {
    for (const path of ["users.csv", "customers", "customers.json", "ledger.csv.csv"]) {
      const answer = await people.admin.get(`/api/export/${path}`);
      expect({ path, status: answer.status, code: answer.body }).toMatchObject({
        status: 404,
        code: { code: "not_found" },
      });
    }
  });

  it("customers: a named CSV download with the header and each customer's row, formulas neutralised", async () => {
    const answer = await people.admin.get("/api/export/customers.csv");
    expect(answer.status).toBe(200);
    expect(answer.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="punchcard-customers-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const [header, ...body] = rows(answer.body);
    // Times are the shop's local time, with its zone in each time column's header.
    const zone = zoneOf(header?.[5]);
    expect(zone).not.toBe("");
    expect(header).toEqual([
      "username",
      "name",
      "level",
      "xp",
      "punches",
      `created (${zone})`,
      `last visit (${zone})`,
      "card size",
      "rewards waiting",
      "waiting punches",
      "invited by",
    ]);
    const evil = body.find((r) => r[0] === `'=cmd${tag}`);
    // The text "-1" is neutralised; the numbers beside it stay plain numbers.
    expect(evil?.slice(0, 5)).toEqual([`'=cmd${tag}`, "'-1", "1", "40", "3"]);
    expect(evil?.[5]).toMatch(LOCAL);
    expect(body.some((r) => r[0] === people.a.username)).toBe(true);
    // Staff and admins are not customers.
    expect(body.some((r) => r[0] === "admin")).toBe(false);
  });

  it("customers: the header row in the admin's language, the data as stored", async () => {
    const answer = await people.admin.call("GET", "/api/export/customers.csv", undefined, {
      "accept-language": "de-DE,de;q=0.9,en;q=0.5",
    });
    expect(answer.status).toBe(200);
    const [header, ...body] = rows(answer.body);
    const zone = zoneOf(header?.[5]);
    expect(zone).not.toBe("");
    // The columns lib/import reads back keep their names, so the file can be imported again.
    expect(header).toEqual([
      "username",
      "name",
      "level",
      "xp",
      "punches",
      `angelegt (${zone})`,
      `letzter besuch (${zone})`,
      "kartengröße",
      "wartende prämien",
      "wartende stempel",
      "eingeladen von",
    ]);
    const evil = body.find((r) => r[0] === `'=cmd${tag}`);
    expect(evil?.slice(0, 5)).toEqual([`'=cmd${tag}`, "'-1", "1", "40", "3"]);
    expect(evil?.[5]).toMatch(LOCAL);
    // The name a person reads is German too; the plain one stays for older browsers.
    expect(answer.headers.get("content-disposition")).toMatch(
      /^attachment; filename="punchcard-customers-(\d{4}-\d{2}-\d{2})\.csv"; filename\*=UTF-8''punchcard-kunden-\1\.csv$/,
    );
  });

  it("ledger: the header row in Arabic, its file name encoded", async () => {
    const answer = await people.admin.call("GET", "/api/export/ledger.csv", undefined, {
      "accept-language": "ar",
    });
    expect(answer.status).toBe(200);
    const [header] = rows(answer.body);
    expect(header?.slice(0, 4)).toEqual([
      "المعرّف",
      expect.stringMatching(/^تاريخ الإنشاء \(.+\)$/),
      "اسم المستخدم",
      "السبب",
    ]);
    const disposition = answer.headers.get("content-disposition") ?? "";
    const encoded = /filename\*=UTF-8''(.+)$/.exec(disposition)?.[1] ?? "";
    expect(decodeURIComponent(encoded)).toMatch(/^punchcard-سجل-المكافآت-\d{4}-\d{2}-\d{2}\.csv$/);
  });

  it("ledger: numeric deltas stay numbers, text is neutralised, and from/to filter by day", async () => {
    const all = rows((await people.admin.get("/api/export/ledger.csv")).body);
    const zone = zoneOf(all[0]?.[1]);
    expect(all[0]).toEqual([
      "id",
      `created (${zone})`,
      "username",
      "reason",
      "punch delta",
      "xp delta",
      "token",
      "code",
      "product",
      "batch label",
      "by",
      "voids entry",
      "note",
      "reward",
    ]);
    const mine = all.filter((r) => r[2] === people.a.username);
    expect(mine.map((r) => [r[1], r[3], r[5], r[12]])).toEqual([
      [localTime("2026-03-10T12:00:00Z", zone), "admin_xp", "1", `'+note ${tag}`],
      [localTime("2026-03-20T12:00:00Z", zone), "admin_xp", "-1", `later ${tag}`],
    ]);
    const raw = String((await people.admin.get("/api/export/ledger.csv")).body);
    expect(raw).toContain(`,admin_xp,0,-1,`);

    const march = async (query: string) =>
      rows((await people.admin.get(`/api/export/ledger.csv?${query}`)).body)
        .filter((r) => r[2] === people.a.username)
        .map((r) => r[12]);
    expect(await march("from=2026-03-01&to=2026-03-15")).toEqual([`'+note ${tag}`]);
    expect(await march("from=2026-03-20&to=2026-03-20")).toEqual([`later ${tag}`]);
    expect(await march("from=2026-03-21")).toEqual([]);
    expect(await march("to=2026-03-19")).toEqual([`'+note ${tag}`]);
  });

  it("ledger: a bad, backwards or out-of-calendar date range is refused", async () => {
    for (const query of [
      "from=2026-13-01",
      "to=yesterday",
      "from=2026-03-20&to=2026-03-01",
      "from=0000-01-01",
      "from=0001-01-01",
      "to=2101-01-01",
      "from=1999-12-31",
    ]) {
      const answer = await people.admin.get(`/api/export/ledger.csv?${query}`);
      expect({ query, status: answer.status }).toEqual({ query, status: 400 });
    }
  });

  it("codes, tokens, inventory and reviews: each header and a known row", async () => {
    const codes = rows((await people.admin.get("/api/export/codes.csv")).body);
    const zone = zoneOf(codes[0]?.[2]);
    expect(codes[0]).toEqual([
      "code",
      "product",
      `created (${zone})`,
      "created by",
      "used",
      `used at (${zone})`,
      "used by",
    ]);
    expect(codes.find((r) => r[0] === `CODE${tag.toUpperCase()}`)?.slice(0, 2)).toEqual([
      `CODE${tag.toUpperCase()}`,
      `'@Tea ${tag}`,
    ]);
    expect(codes.find((r) => r[0] === `CODE${tag.toUpperCase()}`)?.[4]).toBe("no");

    const tokens = rows((await people.admin.get("/api/export/tokens.csv")).body);
    expect(tokens[0]).toEqual([
      "id",
      "kind",
      `created (${zone})`,
      "created by",
      `expires (${zone})`,
      "batch label",
      `used at (${zone})`,
      "used by",
      `voided (${zone})`,
    ]);
    const token = tokens.find((r) => r[0] === made.token);
    expect(token?.[1]).toBe("admin");
    expect(token?.[4]).toMatch(LOCAL);

    const inventory = rows((await people.admin.get("/api/export/inventory.csv")).body);
    expect(inventory[0]).toEqual([
      "product",
      "unit price",
      "quantity",
      "fill amount",
      "sell price",
      `created (${zone})`,
    ]);
    expect(inventory.find((r) => r[0] === `Beans ${tag}`)?.slice(0, 5)).toEqual([
      `Beans ${tag}`,
      "2.5",
      "12",
      "1",
      "4",
    ]);

    const reviews = rows((await people.admin.get("/api/export/reviews.csv")).body);
    expect(reviews[0]).toEqual(["product", "user", "rating", "comment", `created (${zone})`]);
    expect(reviews.find((r) => r[3]?.endsWith(tag))?.slice(0, 4)).toEqual([
      `'@Tea ${tag}`,
      people.a.username,
      "4",
      `'=HYPERLINK("x") ${tag}`,
    ]);
  });

  it("streams a large customers export in chunks, every row in the file", async () => {
    await sql().query(
      `insert into users (username, name, password_hash)
       select 'bulk' || $1 || n, 'Bulk ' || n, 'x' from generate_series(1, 5000) n`,
      [tag],
    );
    const answer = await people.admin.get("/api/export/customers.csv");
    expect(answer.status).toBe(200);
    // No Content-Length: the file is sent as it is read, never built whole first.
    expect(answer.headers.get("content-length")).toBeNull();
    expect(answer.headers.get("transfer-encoding")).toBe("chunked");
    const bulk = rows(answer.body).filter((r) => r[0]?.startsWith(`bulk${tag}`));
    expect(bulk).toHaveLength(5000);
    expect(new Set(bulk.map((r) => r[0])).size).toBe(5000);
  });
});
