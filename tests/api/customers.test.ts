import type { Serialized } from "../../lib/http/serialized";
import type { HistoryPage } from "../../lib/rewards/history";
import type { CustomerCard } from "../../lib/users/lookup";
import { cast, closeDb, createUser, signedIn, sql, uniqueName, type Client } from "../support/api";
import { insertCode, insertProduct } from "../support/rewards";

afterAll(closeDb);

// The answers as JSON carries them: the dates are ISO strings.
type Lookup = Serialized<CustomerCard>;
type Page = Serialized<HistoryPage>;

async function staffMember() {
  const staff = await createUser({ role: "staff" });
  return { staff, client: await signedIn(staff) };
}

describe("GET /api/customers/lookup", () => {
  it("finds a customer by exact username for staff and admins, trimmed and lower-cased", async () => {
    const { a, admin, customerA, customerB, anonymous } = await cast();
    const { client: staff } = await staffMember();
    // A full card, with the punches' ledger entry (npm run db:check).
    await sql().query(
      `with entry as (
         insert into reward_ledger (user_id, reason, punch_delta) values ($1, 'admin_punch', 10)
       )
       update punch_cards set punches = 10, is_complete = true where user_id = $1`,
      [a.id],
    );
    const path = `/api/customers/lookup?username=${encodeURIComponent(`  ${a.username.toUpperCase()} `)}`;
    for (const client of [staff, admin]) {
      const answer = await client.get<Lookup>(path);
      expect(answer.status).toBe(200);
      expect(answer.body).toMatchObject({
        id: a.id,
        username: a.username,
        name: `Name ${a.username}`,
        level: 1,
        xp: 0,
        tier: expect.any(String),
        punches: 10,
        isComplete: true,
        lastVisits: [],
        earningBlocked: false,
      });
    }
    // Customers may not look anyone up, themselves included.
    expect((await customerA.get(path)).status).toBe(403);
    expect((await customerB.get(path)).status).toBe(403);
    expect((await anonymous.get(path)).status).toBe(401);
  });

  it("answers 404 'Customer not found' for an unknown username and for staff or admin accounts", async () => {
    const { client: staff } = await staffMember();
    const other = await createUser({ role: "staff" });
    for (const username of [uniqueName("nobody"), other.username, "admin"]) {
      const answer = await staff.get(`/api/customers/lookup?username=${username}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ error: "Customer not found", code: "not_found" });
    }
    const blank = await staff.get("/api/customers/lookup?username=%20%20");
    expect(blank.status).toBe(400);
  });

  it("lists the last five visits that earned, newest first, and whether earning is blocked", async () => {
    const { client: staff } = await staffMember();
    const c = await createUser();
    // Seven redemptions a day apart, and an admin adjustment that is not a visit.
    for (let i = 7; i >= 1; i--) {
      // With the day's count the verification would write, so npm run db:check holds.
      await sql().query(
        `with entry as (
           insert into reward_ledger (user_id, reason, xp_delta, created_at)
           values ($1, 'code', 0, now() - make_interval(days => $2)) returning created_at
         )
         insert into earn_days (user_id, day, codes)
         select $1, (created_at at time zone coalesce((select time_zone from shop_settings), 'UTC'))::date, 1
         from entry`,
        [c.id, i],
      );
    }
    await sql().query(
      "insert into reward_ledger (user_id, reason, xp_delta) values ($1, 'admin_xp', 0)",
      [c.id],
    );
    await sql().query("update users set earning_blocked_at = now() where id = $1", [c.id]);
    const answer = await staff.get<Lookup>(`/api/customers/lookup?username=${c.username}`);
    expect(answer.status).toBe(200);
    expect(answer.body.earningBlocked).toBe(true);
    const visits = answer.body.lastVisits.map((v) => Date.parse(v));
    expect(visits).toHaveLength(5);
    expect([...visits].sort((x, y) => y - x)).toEqual(visits);
    const day = 24 * 3600 * 1000;
    expect(Math.round((Date.now() - visits[0]!) / day)).toBe(1);
    expect(Math.round((Date.now() - visits[4]!) / day)).toBe(5);
  });
});

describe("GET /api/users/{id}/ledger", () => {
  it("pages the ledger newest first with who and what behind each entry", async () => {
    const { staff, client: staffClient } = await staffMember();
    const { a, admin, customerA } = await cast();
    // A shop token from the staff member, a code for a named product, an admin's punch and XP.
    const token = await staffClient.post<{ id: string }>("/api/admin/generate-token");
    expect(token.status).toBe(201);
    expect((await customerA.post("/api/token/use", { tokenId: token.body.id })).status).toBe(200);
    const productName = `Ledger Chew ${uniqueName()}`;
    const code = await insertCode(await insertProduct({ name: productName }));
    expect((await customerA.post("/api/verify", { code })).status).toBe(200);
    expect((await admin.post(`/api/punchcard/${a.id}/punch`)).status).toBe(200);
    expect((await admin.post(`/api/users/${a.id}/xp`, { amount: 7 })).status).toBe(200);
    const adminId = (await sql().query("select id from users where username = 'admin'")).rows[0]
      .id as string;

    const first = await admin.get<Page>(`/api/users/${a.id}/ledger?limit=3`);
    expect(first.status).toBe(200);
    expect(first.body.entries.map((e) => e.reason)).toEqual(["admin_xp", "admin_punch", "code"]);
    const [xp, punch, verified] = first.body.entries;
    expect(xp).toMatchObject({
      xpDelta: 7,
      punchDelta: 0,
      actor: { id: adminId, username: "admin" },
    });
    expect(punch).toMatchObject({ punchDelta: 1, actor: { username: "admin" }, token: null });
    expect(verified).toMatchObject({
      xpDelta: 25,
      actor: null,
      token: null,
      code: { code, productName },
      voidsEntryId: null,
      voidedBy: null,
    });
    expect(first.body.nextBefore).toBe(verified!.id);

    const second = await admin.get<Page>(
      `/api/users/${a.id}/ledger?limit=3&before=${first.body.nextBefore}`,
    );
    expect(second.status).toBe(200);
    expect(second.body.entries).toHaveLength(1);
    expect(second.body.entries[0]).toMatchObject({
      reason: "token",
      punchDelta: 1,
      xpDelta: 5,
      actor: null,
      token: { id: token.body.id, batchId: null, batchLabel: null, createdBy: staff.username },
    });
    expect(second.body.nextBefore).toBeNull();

    // Staff read the same history (the counter's look-up); customers do not, not even their own.
    const asStaff = await staffClient.get<Page>(`/api/users/${a.id}/ledger`);
    expect(asStaff.status).toBe(200);
    expect(asStaff.body.entries.map((e) => e.id)).toEqual([
      ...first.body.entries.map((e) => e.id),
      ...second.body.entries.map((e) => e.id),
    ]);
    expect((await customerA.get(`/api/users/${a.id}/ledger`)).status).toBe(403);
  });

  it("shows which void reversed an entry, and answers 404 for an unknown customer", async () => {
    const { admin } = await cast();
    const c = await createUser();
    const { rows } = await sql().query<{ id: string }>(
      `insert into reward_ledger (user_id, reason, xp_delta) values ($1, 'admin_xp', 10) returning id`,
      [c.id],
    );
    const original = Number(rows[0]!.id);
    await sql().query(
      `insert into reward_ledger (user_id, reason, xp_delta, voids_entry_id, note, actor_id)
       values ($1, 'void', -10, $2, 'Mistake', (select id from users where username = 'admin'))`,
      [c.id, original],
    );
    const page = await admin.get<Page>(`/api/users/${c.id}/ledger`);
    expect(page.body.entries).toMatchObject([
      { reason: "void", xpDelta: -10, voidsEntryId: original, note: "Mistake", voidedBy: null },
      { id: original, voidedBy: page.body.entries[0]!.id },
    ]);
    const unknown = await admin.get("/api/users/00000000-0000-4000-8000-000000000000/ledger");
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: "Customer not found", code: "not_found" });
  });
});

describe("GET /api/users?q=", () => {
  async function search(admin: Client, q: string) {
    const answer = await admin.get<{ users: { id: string }[]; total: number }>(
      `/api/users?${new URLSearchParams({ q, pageSize: "100" })}`,
    );
    expect(answer.status).toBe(200);
    return answer.body.users.map((u) => u.id);
  }

  it("finds customers by the start of their username, by any part of their name, or by id", async () => {
    const { admin } = await cast();
    const stem = uniqueName("srch");
    const first = await createUser({ username: `${stem}alpha` });
    const second = await createUser({ username: `${stem}beta` });
    await sql().query("update users set name = $2 where id = $1", [second.id, `Zoë ${stem} Quill`]);

    expect(await search(admin, stem)).toEqual(expect.arrayContaining([first.id, second.id]));
    expect(await search(admin, `${stem}AL`)).toEqual([first.id]);
    // By name, in any case, from the middle.
    expect(await search(admin, `${stem} quill`.toUpperCase())).toEqual([second.id]);
    // The short id the list shows (with or without its #).
    expect(await search(admin, `#${first.id.slice(0, 8)}`)).toContain(first.id);
    expect(await search(admin, first.id)).toEqual([first.id]);
    // LIKE's wildcards are text, not patterns.
    expect(await search(admin, `${stem}%`)).toEqual([]);
    expect(await search(admin, `${stem.slice(0, 4)}_${stem.slice(5)}`)).toEqual([]);
  });

  it("keeps the paging contract while searching", async () => {
    const { admin } = await cast();
    const stem = uniqueName("page");
    for (let i = 0; i < 3; i++) await createUser({ username: `${stem}${i}` });
    const answer = await admin.get<{
      users: unknown[];
      total: number;
      page: number;
      pageSize: number;
    }>(`/api/users?q=${stem}&page=2&pageSize=2`);
    expect(answer.body).toMatchObject({ total: 3, page: 2, pageSize: 2 });
    expect(answer.body.users).toHaveLength(1);
  });

  it("serves the search from the trigram indexes", async () => {
    // Planner choices depend on table size; forbid the sequential scan to see that an index fits.
    const client = await sql().connect();
    try {
      await client.query("begin");
      await client.query("set local enable_seqscan = off");
      const { rows } = await client.query<{ "QUERY PLAN": string }>(
        `explain select id from users where lower(username) like '%quill%' or lower(name) like '%quill%'`,
      );
      const plan = rows.map((r) => r["QUERY PLAN"]).join("\n");
      expect(plan).toContain("users_username_trgm_idx");
      expect(plan).toContain("users_name_trgm_idx");
      await client.query("rollback");
    } finally {
      client.release();
    }
  });
});

describe("POST /api/users with role staff", () => {
  it("creates a staff account, shown with role staff and no punch card", async () => {
    const { admin } = await cast();
    const username = uniqueName("stf");
    const answer = await admin.post("/api/users", { username, password: "secret", role: "staff" });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({ username, role: "staff", punches: null });
    const staff = await signedIn({ username, password: "secret" });
    expect((await staff.post("/api/admin/generate-token")).status).toBe(201);
    expect((await staff.get("/api/users")).status).toBe(403);
  });

  it("refuses an admin turning themselves into staff, as into a customer", async () => {
    const { admin } = await cast();
    const other = await createUser({ role: "admin" });
    const self = await signedIn(other);
    const refused = await self.put(`/api/users/${other.id}`, { role: "staff" });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ error: "You cannot remove your own admin role" });
    // Another admin may make them staff while an admin remains.
    const changed = await admin.put(`/api/users/${other.id}`, { role: "staff" });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ role: "staff" });
  });
});
