import { ADMIN, cast, closeDb, createUser, signedIn, sql } from "../support/api";
import { addPasskey, passkeySignIn } from "../support/passkeys";

jest.setTimeout(60_000);
afterAll(closeDb);

type Removal = { deviceName: string; addedAt: string | null; removedAt: string; by: string | null };
type Listing = { passkeys: { id: string; deviceName: string }[]; removals: Removal[] };

describe("an admin and a customer's passkeys", () => {
  it("lists them, removes one (it no longer signs in), and records who removed which, when", async () => {
    const { a, customerA, admin } = await cast();
    const lost = await addPasskey(customerA);
    const kept = await addPasskey(customerA);

    const before = await admin.get<Listing>(`/api/users/${a.id}/passkeys`);
    expect(before.status).toBe(200);
    expect(before.body.passkeys.map((p) => p.id)).toEqual([lost.passkey.id, kept.passkey.id]);
    expect(before.body.removals).toEqual([]);

    const started = Date.now();
    const removed = await admin.delete<Listing>(
      `/api/users/${a.id}/passkeys/${encodeURIComponent(lost.passkey.id)}`,
    );
    expect(removed.status).toBe(200);
    expect(removed.body.passkeys.map((p) => p.id)).toEqual([kept.passkey.id]);
    expect(removed.body.removals).toEqual([
      expect.objectContaining({ deviceName: lost.passkey.deviceName, by: ADMIN.username }),
    ]);
    expect(Date.parse(removed.body.removals[0]!.removedAt)).toBeGreaterThanOrEqual(started - 5_000);

    // The audit line, with the admin and the passkey's id, as a void names its admin.
    const { rows } = await sql().query<{ detail: string; actor: string }>(
      `select a.detail, u.username as actor from admin_actions a join users u on u.id = a.actor_id
       where a.user_id = $1 and a.action = 'passkey_removed'`,
      [a.id],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.actor).toBe(ADMIN.username);
    expect(JSON.parse(rows[0]!.detail)).toMatchObject({ passkey: lost.passkey.id });

    // The removed passkey no longer signs in; the other still does.
    expect((await passkeySignIn(lost.authenticator)).status).toBe(401);
    expect((await passkeySignIn(kept.authenticator)).status).toBe(200);
    // A second removal of the same passkey: it is gone.
    const again = await admin.delete(
      `/api/users/${a.id}/passkeys/${encodeURIComponent(lost.passkey.id)}`,
    );
    expect(again.status).toBe(404);
  });

  it("is the admin's alone: staff and customers get 403, signed-out visitors 401, and nothing is removed", async () => {
    const { a, customerA, customerB, anonymous } = await cast();
    const staff = await signedIn(await createUser({ role: "staff" }));
    const { passkey } = await addPasskey(customerA);
    const path = `/api/users/${a.id}/passkeys/${encodeURIComponent(passkey.id)}`;
    for (const client of [staff, customerA, customerB]) {
      expect((await client.get(`/api/users/${a.id}/passkeys`)).status).toBe(403);
      expect((await client.delete(path)).status).toBe(403);
    }
    expect((await anonymous.delete(path)).status).toBe(401);
    const { rows } = await sql().query("select 1 from passkeys where id = $1", [passkey.id]);
    expect(rows).toHaveLength(1);
  });

  it("answers 404 for a passkey of another account and for an unknown account", async () => {
    const { a, b, customerB, admin } = await cast();
    const ofB = await addPasskey(customerB);
    const wrong = await admin.delete(
      `/api/users/${a.id}/passkeys/${encodeURIComponent(ofB.passkey.id)}`,
    );
    expect(wrong.status).toBe(404);
    const { rows } = await sql().query("select 1 from passkeys where id = $1", [ofB.passkey.id]);
    expect(rows).toHaveLength(1);
    const unknown = "00000000-0000-4000-8000-000000000000";
    expect((await admin.get(`/api/users/${unknown}/passkeys`)).status).toBe(404);
    expect((await admin.get(`/api/users/${b.id}/passkeys`)).status).toBe(200);
  });
});
