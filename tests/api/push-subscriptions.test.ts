import { cast, closeDb, createUser, signedIn, sql } from "../support/api";
import { appVapidKey, pushService } from "../support/push";
import { UA } from "../support/user-agents";

jest.setTimeout(60_000);
afterAll(closeDb);

type Device = { id: string; deviceName: string; createdAt: string };
type Preferences = { devices: Device[] };

async function subscription() {
  const { endpoint, keys } = await pushService.subscribe(await appVapidKey());
  return { endpoint, keys };
}

async function ownerOf(endpoint: string): Promise<string | undefined> {
  const { rows } = await sql().query<{ user_id: string }>(
    "select user_id from push_subscriptions where endpoint = $1",
    [endpoint],
  );
  return rows[0]?.user_id;
}

describe("GET /api/push/key", () => {
  it("answers the VAPID public key (an uncompressed P-256 point, base64url)", async () => {
    const { customerA, customerB } = await cast();
    const answer = await customerA.get<{ publicKey: string }>("/api/push/key");
    expect(answer.status).toBe(200);
    expect(answer.body.publicKey).toMatch(/^[A-Za-z0-9_-]{86,88}$/);
    expect(Buffer.from(answer.body.publicKey, "base64url")[0]).toBe(4);
    // One key for the shop, whoever asks.
    expect((await customerB.get("/api/push/key")).body).toEqual(answer.body);
  });

  it("is for customers", async () => {
    const { anonymous, admin } = await cast();
    const staff = await signedIn(await createUser({ role: "staff" }));
    expect((await anonymous.get("/api/push/key")).status).toBe(401);
    expect((await staff.get("/api/push/key")).status).toBe(403);
    expect((await admin.get("/api/push/key")).status).toBe(403);
  });
});

describe("POST /api/push/subscriptions", () => {
  it("keeps this browser for the customer, named after the device, and lists it", async () => {
    const { a, customerA, customerB } = await cast();
    const sub = await subscription();
    const answer = await customerA.call<{ device: Device }>(
      "POST",
      "/api/push/subscriptions",
      sub,
      {
        "user-agent": UA.androidChrome,
      },
    );
    expect(answer.status).toBe(201);
    expect(answer.body.device).toMatchObject({ deviceName: "Android phone" });
    expect(await ownerOf(sub.endpoint)).toBe(a.id);

    const mine = await customerA.get<Preferences>("/api/me/notifications");
    expect(mine.body.devices).toEqual([answer.body.device]);
    // The list never carries the endpoint or its keys.
    expect(JSON.stringify(mine.body)).not.toContain(sub.endpoint);
    expect((await customerB.get<Preferences>("/api/me/notifications")).body.devices).toEqual([]);
  });

  it("saved again, an endpoint moves to whoever saved it last (a shared phone)", async () => {
    const { b, customerA, customerB } = await cast();
    const sub = await subscription();
    expect((await customerA.post("/api/push/subscriptions", sub)).status).toBe(201);
    expect((await customerA.post("/api/push/subscriptions", sub)).status).toBe(201);
    expect((await customerB.post("/api/push/subscriptions", sub)).status).toBe(201);
    expect(await ownerOf(sub.endpoint)).toBe(b.id);
    expect((await customerA.get<Preferences>("/api/me/notifications")).body.devices).toEqual([]);
    expect((await customerB.get<Preferences>("/api/me/notifications")).body.devices).toHaveLength(
      1,
    );
  });

  it("refuses an endpoint outside the known push services with 400, and stores nothing", async () => {
    const { customerA } = await cast();
    const { keys } = await subscription();
    for (const endpoint of [
      "https://evil.example/push/abc",
      "http://fcm.googleapis.com/fcm/send/abc",
      "https://169.254.169.254/latest/meta-data",
      "https://fcm.googleapis.com.evil.example/fcm/send/abc",
    ]) {
      const answer = await customerA.post("/api/push/subscriptions", { endpoint, keys });
      expect([endpoint, answer.status, answer.body.code]).toEqual([endpoint, 400, "bad_request"]);
      expect(await ownerOf(endpoint)).toBeUndefined();
    }
  });

  it("refuses keys that are not base64url of the right size", async () => {
    const { customerA } = await cast();
    const { endpoint, keys } = await subscription();
    for (const bad of [
      { endpoint, keys: { p256dh: "not base64 at all!", auth: keys.auth } },
      { endpoint, keys: { p256dh: keys.p256dh } },
      { endpoint },
      { endpoint: "not a url", keys },
    ]) {
      expect((await customerA.post("/api/push/subscriptions", bad)).status).toBe(400);
    }
  });

  it("refuses a p256dh that is not a point on P-256 with 400 on keys.p256dh, and stores nothing", async () => {
    const { customerA } = await cast();
    const { endpoint, keys } = await subscription();
    // Well-formed base64url of 65 bytes starting 0x04, one bit off the curve.
    const key = Buffer.from(keys.p256dh, "base64url");
    key[64] = key[64]! ^ 1;
    const answer = await customerA.post<{ code: string; issues: { path: string[] }[] }>(
      "/api/push/subscriptions",
      { endpoint, keys: { ...keys, p256dh: key.toString("base64url") } },
    );
    expect(answer.status).toBe(400);
    expect(answer.body.code).toBe("bad_request");
    expect(answer.body.issues.map((i) => i.path)).toEqual([["keys", "p256dh"]]);
    expect(await ownerOf(endpoint)).toBeUndefined();
    // The browser's own key is taken.
    expect((await customerA.post("/api/push/subscriptions", { endpoint, keys })).status).toBe(201);
  });

  it("is for customers", async () => {
    const { anonymous, admin } = await cast();
    const staff = await signedIn(await createUser({ role: "staff" }));
    const sub = await subscription();
    expect((await anonymous.post("/api/push/subscriptions", sub)).status).toBe(401);
    expect((await staff.post("/api/push/subscriptions", sub)).status).toBe(403);
    expect((await admin.post("/api/push/subscriptions", sub)).status).toBe(403);
    expect(await ownerOf(sub.endpoint)).toBeUndefined();
  });
});

describe("DELETE /api/push/subscriptions", () => {
  it("removes the customer's own device by endpoint or by id", async () => {
    const { customerA } = await cast();
    const one = await subscription();
    const two = await subscription();
    await customerA.post("/api/push/subscriptions", one);
    const { body } = await customerA.post<{ device: Device }>("/api/push/subscriptions", two);

    const byEndpoint = await customerA.call("DELETE", "/api/push/subscriptions", {
      endpoint: one.endpoint,
    });
    expect(byEndpoint.status).toBe(200);
    expect(await ownerOf(one.endpoint)).toBeUndefined();
    const byId = await customerA.call("DELETE", "/api/push/subscriptions", { id: body.device.id });
    expect(byId.status).toBe(200);
    expect(await ownerOf(two.endpoint)).toBeUndefined();
  });

  it("cannot remove another customer's device: 404, as if it did not exist", async () => {
    const { a, customerA, customerB } = await cast();
    const sub = await subscription();
    const { body } = await customerA.post<{ device: Device }>("/api/push/subscriptions", sub);
    for (const target of [{ endpoint: sub.endpoint }, { id: body.device.id }]) {
      const answer = await customerB.call("DELETE", "/api/push/subscriptions", target);
      expect([answer.status, answer.body.error]).toEqual([404, "Device not found"]);
    }
    expect(await ownerOf(sub.endpoint)).toBe(a.id);
  });

  it("is for customers", async () => {
    const { a, anonymous, admin, customerA } = await cast();
    const sub = await subscription();
    await customerA.post("/api/push/subscriptions", sub);
    const staff = await signedIn(await createUser({ role: "staff" }));
    const body = { endpoint: sub.endpoint };
    expect((await anonymous.call("DELETE", "/api/push/subscriptions", body)).status).toBe(401);
    expect((await staff.call("DELETE", "/api/push/subscriptions", body)).status).toBe(403);
    expect((await admin.call("DELETE", "/api/push/subscriptions", body)).status).toBe(403);
    expect(await ownerOf(sub.endpoint)).toBe(a.id);
  });
});
