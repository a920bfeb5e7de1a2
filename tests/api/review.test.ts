import { cast, closeDb, createUser, signedIn, sql } from "../support/api";
import { insertToken } from "../support/rewards";

afterAll(closeDb);

let people: Awaited<ReturnType<typeof cast>>;
let adminId: string;
beforeAll(async () => {
  people = await cast();
  adminId = (await people.admin.get<{ user: { id: string } }>("/api/auth/me")).body.user.id;
});

/** A flag as the earn-rule code writes it: past a review threshold on one shop day. */
async function flag(userId: string, fields: { rule?: string; count?: number; day?: string } = {}) {
  await sql().query(
    `insert into review_flags (user_id, day, rule, count, threshold, first_at, last_at)
     values ($1, $2, $3, $4, 5, now() - interval '2 hours', now())`,
    [userId, fields.day ?? "2026-11-23", fields.rule ?? "punches", fields.count ?? 7],
  );
}

async function actions(userId: string) {
  const { rows } = await sql().query(
    "select action, actor_id from admin_actions where user_id = $1 order by id",
    [userId],
  );
  return rows;
}

type Queue = {
  customers: {
    id: string;
    username: string;
    earningBlocked: boolean;
    flags: { rule: string; count: number; threshold: number; day: string; firstAt: string }[];
    recent: { id: number; reason: string; punchDelta: number; voidedBy: number | null }[];
  }[];
};

describe("block and unblock", () => {
  it("sets the customer's earning flag and records who did it, once per change", async () => {
    const customer = await createUser();
    const blocked = await people.admin.post(`/api/users/${customer.id}/block`);
    expect(blocked.status).toBe(200);
    expect(blocked.body.earningBlocked).toBe(true);
    const { rows } = await sql().query("select earning_blocked_at from users where id = $1", [
      customer.id,
    ]);
    expect(rows[0].earning_blocked_at).not.toBeNull();
    // A second click changes nothing and records nothing.
    expect((await people.admin.post(`/api/users/${customer.id}/block`)).body.earningBlocked).toBe(
      true,
    );
    expect(await actions(customer.id)).toEqual([{ action: "block", actor_id: adminId }]);

    const unblocked = await people.admin.post(`/api/users/${customer.id}/unblock`);
    expect(unblocked.status).toBe(200);
    expect(unblocked.body).toEqual({ earningBlocked: false, earningBlockedAt: null });
    expect(await actions(customer.id)).toEqual([
      { action: "block", actor_id: adminId },
      { action: "unblock", actor_id: adminId },
    ]);
  });

  it("applies to customers only, and only an admin may do it", async () => {
    const staffUser = await createUser({ role: "staff" });
    const staff = await signedIn(staffUser);
    expect((await people.admin.post(`/api/users/${staffUser.id}/block`)).status).toBe(404);
    expect((await people.admin.post(`/api/users/not-a-uuid/block`)).status).toBe(404);
    const customer = await createUser();
    expect((await staff.post(`/api/users/${customer.id}/block`)).status).toBe(403);
    expect((await staff.post(`/api/users/${customer.id}/unblock`)).status).toBe(403);
    expect((await people.customerA.post(`/api/users/${people.a.id}/unblock`)).status).toBe(403);
    expect((await people.anonymous.post(`/api/users/${customer.id}/block`)).status).toBe(401);
    expect(await actions(customer.id)).toEqual([]);
  });
});

describe("the review queue", () => {
  it("lists a flagged customer with why, whether blocked, and their recent activity; dismissing removes them", async () => {
    const customer = await createUser({ punches: 2 });
    const token = await insertToken();
    expect(
      (await (await signedIn(customer)).post("/api/token/use", { tokenId: token })).status,
    ).toBe(200);
    const calm = await createUser();
    await flag(customer.id);
    await flag(customer.id, { rule: "failures", count: 4, day: "2026-11-22" });
    await people.admin.post(`/api/users/${customer.id}/block`);

    const queue = await people.admin.get<Queue>("/api/admin/review");
    expect(queue.status).toBe(200);
    const listed = queue.body.customers.find((c) => c.id === customer.id);
    expect(listed).toMatchObject({ username: customer.username, earningBlocked: true });
    expect(listed!.flags).toHaveLength(2);
    expect(listed!.flags).toContainEqual(
      expect.objectContaining({ rule: "punches", count: 7, threshold: 5, day: "2026-11-23" }),
    );
    expect(listed!.recent.map((e) => e.reason)).toEqual(["token", "admin_xp"]);
    expect(listed!.recent[0]).toMatchObject({ punchDelta: 1, voidedBy: null });
    expect(queue.body.customers.some((c) => c.id === calm.id)).toBe(false);

    // A voided entry shows which void reversed it.
    const entry = listed!.recent[0]!.id;
    expect((await people.admin.post(`/api/ledger/${entry}/void`, { reason: "Check" })).status).toBe(
      200,
    );
    const again = await people.admin.get<Queue>("/api/admin/review");
    const recent = again.body.customers.find((c) => c.id === customer.id)!.recent;
    expect(recent[0]).toMatchObject({ reason: "void" });
    expect(recent[1]).toMatchObject({ id: entry, voidedBy: recent[0]!.id });

    const dismissed = await people.admin.post(`/api/admin/review/${customer.id}/dismiss`);
    expect(dismissed.status).toBe(200);
    expect(dismissed.body).toEqual({ dismissed: 2 });
    const after = await people.admin.get<Queue>("/api/admin/review");
    expect(after.body.customers.some((c) => c.id === customer.id)).toBe(false);
    const { rows } = await sql().query(
      "select dismissed_by from review_flags where user_id = $1 and dismissed_at is not null",
      [customer.id],
    );
    expect(rows).toEqual([{ dismissed_by: adminId }, { dismissed_by: adminId }]);
    expect((await actions(customer.id)).map((a) => a.action)).toEqual(["block", "dismiss"]);
    // Nothing left to dismiss: nothing changes, nothing more is recorded.
    expect((await people.admin.post(`/api/admin/review/${customer.id}/dismiss`)).body).toEqual({
      dismissed: 0,
    });
    expect(await actions(customer.id)).toHaveLength(2);
  });

  it("is the admin's alone: staff cannot read it or dismiss", async () => {
    const customer = await createUser();
    await flag(customer.id);
    const staff = await signedIn(await createUser({ role: "staff" }));
    expect((await staff.get("/api/admin/review")).status).toBe(403);
    expect((await staff.post(`/api/admin/review/${customer.id}/dismiss`)).status).toBe(403);
    expect((await people.customerA.get("/api/admin/review")).status).toBe(403);
    const { rows } = await sql().query(
      "select count(*)::int as open from review_flags where user_id = $1 and dismissed_at is null",
      [customer.id],
    );
    expect(rows[0].open).toBe(1);
    expect((await people.admin.post(`/api/admin/review/${people.a.id}/dismiss`)).body).toEqual({
      dismissed: 0,
    });
  });
});
