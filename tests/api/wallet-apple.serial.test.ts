import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { png, upload } from "../support/catalog";
import { insertToken } from "../support/rewards";
import { serverLogMark, serverLogSince } from "../support/server-log";
import { verifyPkpass } from "../support/wallet-ca.mjs";
import {
  appleCredentials,
  connectApple,
  PASS_TYPE,
  pushesTo,
  standIn,
  TEAM,
  until,
} from "../support/wallet";

// Apple Wallet end to end through the stand-ins: the owner connects their certificate (each
// mistake on its field, no secret ever answered), a customer adds their card, their iPhone
// registers it, and every punch reaches it: a push, the serials since its tag, the new pass.

jest.setTimeout(120_000);
let admin: Client;
let logMark = 0;
beforeAll(async () => {
  logMark = serverLogMark();
  admin = await signedIn(ADMIN);
  // Another file's connection (they run one after another) is not this one's.
  await admin.delete("/api/wallet/apple");
});
afterAll(async () => {
  await admin.delete("/api/wallet/apple");
  // The logo the pass was shown with: the screens after this file expect the shop's own icons.
  await admin.delete("/api/program/logo");
  await closeDb();
});

type PassJson = {
  serialNumber: string;
  authenticationToken: string;
  webServiceURL: string;
  backgroundColor: string;
  voided?: boolean;
  barcodes: { message: string; format: string }[];
  storeCard: {
    primaryFields: { value: string }[];
    secondaryFields: { key: string; value: string; changeMessage?: string }[];
  };
};

async function pkpass(client: Client, path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${client.baseUrl}${path}`, {
    headers: { cookie: client.cookie, "x-forwarded-for": client.ip, ...headers },
  });
  return {
    status: response.status,
    headers: response.headers,
    body: Buffer.from(await response.arrayBuffer()),
  };
}

function readPass(body: Buffer, caPem: string) {
  const checked = verifyPkpass(body, caPem);
  return {
    ...checked,
    pass: JSON.parse(checked.files["pass.json"]!.toString("utf8")) as PassJson,
  };
}

const SECRET_MARKS = ["PRIVATE KEY", "BEGIN CERTIFICATE", "p12-test-password"];

describe("connecting Apple Wallet", () => {
  it("refuses wrong credentials field by field and never answers or logs a secret", async () => {
    const good = appleCredentials().pem;
    const other = appleCredentials({ passTypeIdentifier: "pass.test.other" });
    const expired = appleCredentials({ days: -1 });
    const cases: [Record<string, unknown>, string][] = [
      [{ ...good, passTypeIdentifier: "pass.test.elsewhere" }, "passTypeIdentifier"],
      [{ ...good, teamIdentifier: "OTHERTEAM1" }, "teamIdentifier"],
      [{ ...good, privateKeyPem: other.pem.privateKeyPem }, "privateKeyPem"],
      [
        {
          ...good,
          certificatePem: expired.pem.certificatePem,
          privateKeyPem: expired.pem.privateKeyPem,
        },
        "certificatePem",
      ],
      [{ ...good, certificatePem: "not a certificate" }, "certificatePem"],
      [{ ...good, wwdrPem: good.certificatePem }, "wwdrPem"],
      [
        {
          p12Base64: appleCredentials().cert.p12Base64,
          p12Password: "wrong",
          wwdrPem: good.wwdrPem,
        },
        "p12Password",
      ],
      [{ ...good, certificatePem: undefined }, "certificatePem"],
    ];
    for (const [body, field] of cases) {
      const answer = await admin.put<{ issues: { path: string[]; message: string }[] }>(
        "/api/wallet/apple",
        body,
      );
      expect(answer.status).toBe(400);
      expect(answer.body.issues.map((i) => i.path[0])).toContain(field);
      for (const mark of SECRET_MARKS) expect(JSON.stringify(answer.body)).not.toContain(mark);
    }
    expect((await admin.get<{ apple: unknown }>("/api/wallet")).body.apple).toBeNull();
  });

  it("keeps a good .p12 and shows what is set, its expiry and no secret", async () => {
    const { cert, ca } = appleCredentials();
    const answer = await admin.put("/api/wallet/apple", {
      p12Base64: cert.p12Base64,
      p12Password: "p12-test-password",
      wwdrPem: ca.caPem,
    });
    expect(answer.status).toBe(200);
    const status = (await admin.get<{ apple: Record<string, unknown> }>("/api/wallet")).body;
    expect(status.apple).toMatchObject({
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: TEAM,
      expiring: false,
      expired: false,
    });
    expect(status.apple.daysLeft).toBeGreaterThan(360);
    const stored = await sql().query<{ secret: string }>("select secret from wallet_connections");
    for (const text of [
      JSON.stringify(status),
      JSON.stringify(answer.body),
      stored.rows[0]!.secret,
    ]) {
      for (const mark of SECRET_MARKS) expect(text).not.toContain(mark);
    }
    // Only the owner sees it; a customer gets no wallet details.
    const customer = await signedIn(await createUser());
    expect((await customer.get("/api/wallet")).status).toBe(403);
    expect((await customer.put("/api/wallet/apple", {})).status).toBe(403);
  });
});

describe("a customer's Apple pass", () => {
  it("is signed, shows the card at 7 of 10, and follows a punch through the device's update round", async () => {
    const { ca } = await connectApple(admin);
    await upload(
      admin,
      { name: "logo.png", type: "image/png", bytes: png(256, 256) },
      "image",
      "/api/program/logo",
    );
    const user = await createUser({ punches: 7 });
    const customer = await signedIn(user);

    const added = await pkpass(customer, "/api/me/wallet/apple");
    expect(added.status).toBe(200);
    expect(added.headers.get("content-type")).toBe("application/vnd.apple.pkpass");
    const first = readPass(added.body, ca.caPem);
    expect(first.manifestOk).toBe(true);
    expect(first.signatureOk).toBe(true);
    expect(Object.keys(first.files)).toEqual(
      expect.arrayContaining(["logo.png", "strip.png", "icon.png"]),
    );
    const { pass } = first;
    expect(pass.storeCard.primaryFields[0]!.value).toBe("7 / 10");
    expect(pass.backgroundColor).toMatch(/^rgb\(/);
    expect(pass.webServiceURL).toMatch(/\/api\/passkit$/);
    expect(pass.authenticationToken.length).toBeGreaterThanOrEqual(16);
    const code = (
      await sql().query<{ member_code: string }>("select member_code from users where id = $1", [
        user.id,
      ])
    ).rows[0]!.member_code;
    expect(pass.barcodes[0]).toMatchObject({
      format: "PKBarcodeFormatQR",
      message: `${code.slice(0, 4)}-${code.slice(4)}`,
    });

    // The iPhone registers the pass: the token is the pass's own.
    const device = `device-${user.id.slice(0, 8)}`;
    const pushToken = `push-${user.id}`;
    const registration = `/api/passkit/v1/devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`;
    const apple = new Client();
    const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
    expect((await apple.call("POST", registration, { pushToken }, auth)).status).toBe(201);
    expect((await apple.call("POST", registration, { pushToken }, auth)).status).toBe(200);
    expect(
      (
        await apple.call(
          "POST",
          registration,
          { pushToken },
          { authorization: "ApplePass wrong-token-0123456789" },
        )
      ).status,
    ).toBe(401);

    const serials = `/api/passkit/v1/devices/${device}/registrations/${PASS_TYPE}`;
    const all = await apple.get<{ serialNumbers: string[]; lastUpdated: string }>(serials);
    expect(all.status).toBe(200);
    expect(all.body.serialNumbers).toEqual([pass.serialNumber]);
    expect(typeof all.body.lastUpdated).toBe("string");
    expect((await apple.get(`${serials}?passesUpdatedSince=${all.body.lastUpdated}`)).status).toBe(
      204,
    );

    // A punch: one push to the device, the serial changed since its tag, the new pass at 8.
    const token = await insertToken();
    expect((await customer.post("/api/token/use", { tokenId: token })).status).toBe(200);
    const [push] = await until(async () => {
      const got = await pushesTo(pushToken);
      return got.length > 0 && got;
    });
    expect(push!.topic).toBe(PASS_TYPE);
    expect(push!.body).toEqual({});
    const since = await apple.get<{ serialNumbers: string[]; lastUpdated: string }>(
      `${serials}?passesUpdatedSince=${all.body.lastUpdated}`,
    );
    expect(since.status).toBe(200);
    expect(since.body.serialNumbers).toEqual([pass.serialNumber]);
    const passPath = `/api/passkit/v1/passes/${PASS_TYPE}/${pass.serialNumber}`;
    const fetched = await pkpass(apple, passPath, auth);
    expect(fetched.status).toBe(200);
    const updated = readPass(fetched.body, ca.caPem);
    expect(updated.signatureOk).toBe(true);
    expect(updated.pass.storeCard.primaryFields[0]!.value).toBe("8 / 10");
    expect(updated.pass.authenticationToken).toBe(pass.authenticationToken);
    const lastModified = fetched.headers.get("last-modified")!;
    expect(
      (await pkpass(apple, passPath, { ...auth, "if-modified-since": lastModified })).status,
    ).toBe(304);
    expect((await pkpass(apple, passPath)).status).toBe(401);

    // Two punches within a second: one more push, not two.
    for (let i = 0; i < 2; i++) {
      expect((await customer.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(
        200,
      );
    }
    await until(async () => (await pushesTo(pushToken)).length >= 2);
    await new Promise((r) => setTimeout(r, 4_000));
    expect(await pushesTo(pushToken)).toHaveLength(2);

    // The counter finds the customer from the pass's QR code.
    const staff = await signedIn(await createUser({ role: "staff" }));
    const found = await staff.get<{ id: string }>(
      `/api/customers/lookup?${new URLSearchParams({ username: pass.barcodes[0]!.message })}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.id).toBe(user.id);

    // The data export lists the pass.
    const exported = await customer.get<{ walletPasses?: { wallet: string }[] }>("/api/me/export");
    expect(exported.body.walletPasses).toEqual([expect.objectContaining({ wallet: "apple" })]);

    // No secret reached the server's log.
    const log = await serverLogSince(logMark, 0);
    for (const mark of SECRET_MARKS) expect(log).not.toContain(mark);
  });

  it("drops a device APNs answers 410 for, and bounds a pass's devices", async () => {
    const { ca } = await connectApple(admin);
    const user = await createUser({ punches: 1 });
    const customer = await signedIn(user);
    const { pass } = readPass((await pkpass(customer, "/api/me/wallet/apple")).body, ca.caPem);
    const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
    const apple = new Client();
    const gone = `gone-${user.id}`;
    await standIn("/apns/gone", { token: gone });
    for (let i = 0; i < 12; i++) {
      const device = `d${i}-${user.id.slice(0, 8)}`;
      const pushToken = i === 11 ? gone : `t${i}-${user.id}`;
      const path = `/api/passkit/v1/devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`;
      expect((await apple.call("POST", path, { pushToken }, auth)).status).toBe(201);
    }
    const devices = async () =>
      (
        await sql().query<{ push_token: string }>(
          "select push_token from wallet_devices where pass_id = $1",
          [pass.serialNumber],
        )
      ).rows.map((r) => r.push_token);
    expect(await devices()).toHaveLength(10);
    expect(await devices()).not.toContain(`t0-${user.id}`);
    expect((await customer.post("/api/token/use", { tokenId: await insertToken() })).status).toBe(
      200,
    );
    await until(async () => !(await devices()).includes(gone));
    expect(await devices()).toHaveLength(9);
  });

  it("gives a deleted customer's pass a last, voided update; then every request is refused", async () => {
    const { ca } = await connectApple(admin);
    const user = await createUser({ punches: 2 });
    const customer = await signedIn(user);
    const { pass } = readPass((await pkpass(customer, "/api/me/wallet/apple")).body, ca.caPem);
    const auth = { authorization: `ApplePass ${pass.authenticationToken}` };
    const apple = new Client();
    const pushToken = `deleted-${user.id}`;
    const device = `dd-${user.id.slice(0, 8)}`;
    const registration = `/api/passkit/v1/devices/${device}/registrations/${PASS_TYPE}/${pass.serialNumber}`;
    expect((await apple.call("POST", registration, { pushToken }, auth)).status).toBe(201);

    expect((await admin.delete(`/api/users/${user.id}`)).status).toBe(200);
    await until(async () => (await pushesTo(pushToken)).length > 0);
    const passPath = `/api/passkit/v1/passes/${PASS_TYPE}/${pass.serialNumber}`;
    const last = await pkpass(apple, passPath, auth);
    expect(last.status).toBe(200);
    expect(readPass(last.body, ca.caPem).pass.voided).toBe(true);
    expect((await pkpass(apple, passPath, auth)).status).toBe(401);
    expect((await apple.call("POST", registration, { pushToken }, auth)).status).toBe(401);
    expect(
      (await sql().query("select 1 from wallet_passes where id = $1", [pass.serialNumber]))
        .rowCount,
    ).toBe(0);
  });

  it("answers 404 to a customer when the shop has not connected Apple Wallet", async () => {
    await admin.delete("/api/wallet/apple");
    const customer = await signedIn(await createUser());
    expect((await customer.get("/api/me/wallet/apple")).status).toBe(404);
  });
});
