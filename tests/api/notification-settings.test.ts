import { cast, closeDb, createUser, signedIn, sql } from "../support/api";

jest.setTimeout(60_000);
afterAll(closeDb);

type Preferences = {
  rewards: boolean;
  news: boolean;
  offers: boolean;
  birthday: { month: number; day: number } | null;
  devices: { id: string; deviceName: string; createdAt: string }[];
};

async function birthdaySetAt(userId: string): Promise<Date | null> {
  const { rows } = await sql().query<{ at: Date | null }>(
    "select birthday_set_at as at from notification_settings where user_id = $1",
    [userId],
  );
  return rows[0]?.at ?? null;
}

describe("GET /api/me/notifications", () => {
  it("starts with everything on, no birthday and no devices", async () => {
    const { customerA } = await cast();
    const answer = await customerA.get<Preferences>("/api/me/notifications");
    expect([answer.status, answer.body]).toEqual([
      200,
      { rewards: true, news: true, offers: true, birthday: null, devices: [] },
    ]);
  });

  it("is for customers: 401 signed out, 403 for staff and admins", async () => {
    const { anonymous, admin } = await cast();
    const staff = await signedIn(await createUser({ role: "staff" }));
    for (const [client, status] of [
      [anonymous, 401],
      [staff, 403],
      [admin, 403],
    ] as const) {
      expect((await client.get("/api/me/notifications")).status).toBe(status);
      expect((await client.put("/api/me/notifications", { offers: false })).status).toBe(status);
    }
  });
});

describe("PUT /api/me/notifications", () => {
  it("changes what is given, keeps the rest, and only for the caller", async () => {
    const { customerA, customerB } = await cast();
    const answer = await customerA.put<Preferences>("/api/me/notifications", { offers: false });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ rewards: true, news: true, offers: false, birthday: null });
    const again = await customerA.put<Preferences>("/api/me/notifications", { news: false });
    expect(again.body).toMatchObject({ rewards: true, news: false, offers: false });
    expect((await customerB.get<Preferences>("/api/me/notifications")).body).toMatchObject({
      rewards: true,
      news: true,
      offers: true,
    });
  });

  it("keeps a birthday and when it was set; the same birthday again keeps that moment", async () => {
    const { a, customerA } = await cast();
    const answer = await customerA.put<Preferences>("/api/me/notifications", {
      birthday: { month: 2, day: 29 },
    });
    expect([answer.status, answer.body.birthday]).toEqual([200, { month: 2, day: 29 }]);
    const first = await birthdaySetAt(a.id);
    expect(first).toBeInstanceOf(Date);

    await customerA.put("/api/me/notifications", {
      birthday: { month: 2, day: 29 },
      offers: false,
    });
    expect(await birthdaySetAt(a.id)).toEqual(first);

    // Moving it counts as entering it now: a birthday moved to next week earns nothing this year.
    await sql().query(
      "update notification_settings set birthday_set_at = now() - interval '90 days' where user_id = $1",
      [a.id],
    );
    const moved = await customerA.put<Preferences>("/api/me/notifications", {
      birthday: { month: 7, day: 4 },
    });
    expect(moved.body.birthday).toEqual({ month: 7, day: 4 });
    const movedAt = await birthdaySetAt(a.id);
    expect(Date.now() - movedAt!.getTime()).toBeLessThan(60_000);

    const removed = await customerA.put<Preferences>("/api/me/notifications", { birthday: null });
    expect(removed.body.birthday).toBeNull();
    expect(await birthdaySetAt(a.id)).toBeNull();
  });

  it("refuses a day that is not in its month, and kinds that are not switches", async () => {
    const { customerA } = await cast();
    for (const body of [
      { birthday: { month: 2, day: 30 } },
      { birthday: { month: 4, day: 31 } },
      { birthday: { month: 13, day: 1 } },
      { birthday: { month: 1 } },
      { offers: "no" },
    ]) {
      const answer = await customerA.put("/api/me/notifications", body);
      expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
    }
    const wrongDay = await customerA.put("/api/me/notifications", {
      birthday: { month: 2, day: 30 },
    });
    expect(wrongDay.body.error).toBe("That day is not in that month");
    expect((await customerA.get<Preferences>("/api/me/notifications")).body.birthday).toBeNull();
  });
});

describe("the customer's data download", () => {
  it("carries their messages, their choices and birthday, and their devices by name only", async () => {
    const { a, b, customerA } = await cast();
    await sql().query(
      `insert into inbox_messages (user_id, kind, title, body, dedupe_key) values
         ($1, 'campaign', 'Yours', 'Hello', 'test:a'), ($2, 'campaign', 'Theirs', 'Hi', 'test:b')`,
      [a.id, b.id],
    );
    await sql().query(
      `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_name)
       values ($1, 'https://fcm.googleapis.com/fcm/send/secret-endpoint', 'key', 'auth', 'iPhone')`,
      [a.id],
    );
    await customerA.put("/api/me/notifications", { news: false, birthday: { month: 5, day: 1 } });
    const answer = await customerA.get<Record<string, unknown>>("/api/me/export");
    expect(answer.status).toBe(200);
    expect(answer.body.notifications).toEqual({
      rewards: true,
      news: false,
      offers: true,
      birthday: { month: 5, day: 1 },
      devices: [{ deviceName: "iPhone", createdAt: expect.any(String) }],
    });
    expect(answer.body.inbox).toEqual([expect.objectContaining({ title: "Yours", body: "Hello" })]);
    expect(JSON.stringify(answer.body)).not.toContain("secret-endpoint");
  });
});
