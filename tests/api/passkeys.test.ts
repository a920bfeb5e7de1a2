import { UA } from "../support/user-agents";
import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { SoftAuthenticator } from "../support/authenticator";
import {
  ORIGIN,
  RP_ID,
  addPasskey,
  options,
  passkeySignIn,
  registerPasskey,
  signInAssertion,
  type PasskeyRow,
} from "../support/passkeys";

jest.setTimeout(60_000);
afterAll(closeDb);

type Creation = {
  rp: { id: string; name: string };
  user: { id: string; name: string; displayName: string };
  authenticatorSelection: Record<string, unknown>;
  excludeCredentials: { id: string }[];
  timeout: number;
};

const NOT_VERIFIED = {
  code: "unauthorized",
  error: "This passkey could not be verified. Please try again.",
};
const TIMED_OUT = { code: "unauthorized", error: "That took too long. Please try again." };

async function counterOf(id: string) {
  const { rows } = await sql().query<{ counter: string; last_used_at: Date | null }>(
    "select counter, last_used_at from passkeys where id = $1",
    [id],
  );
  return rows[0];
}

beforeAll(async () => {
  // Another test may have set a public site address a moment ago: each app server reads the
  // settings at most two seconds late. Passkeys here are made for the test server's own host.
  const deadline = Date.now() + 10_000;
  for (;;) {
    const request = await options(new Client(), "/api/passkeys/login/options");
    if (request.rpId === RP_ID) break;
    if (Date.now() > deadline) throw new Error(`relying party is ${String(request.rpId)}`);
    await new Promise((r) => setTimeout(r, 250));
  }
});

describe("adding a passkey and signing in with it", () => {
  it("adds a passkey to one's own account, lists it and signs in with the password's cookie", async () => {
    const person = await createUser();
    const phone = await signedIn(person);
    const { answer, creation, authenticator } = await registerPasskey(phone, {
      headers: { "user-agent": UA.iphoneSafari },
    });
    const offered = creation as unknown as Creation;
    expect(offered.rp).toEqual({ id: RP_ID, name: expect.any(String) });
    expect(offered.user.name).toBe(person.username);
    expect(Buffer.from(offered.user.id, "base64url").toString()).toBe(person.id);
    expect(offered.authenticatorSelection).toMatchObject({
      residentKey: "required",
      userVerification: "preferred",
    });
    expect(offered.excludeCredentials).toEqual([]);
    // Ed25519, ES256 and RS256 only: on Node 24 the library would add the experimental
    // ML-DSA algorithms, whose signatures Chromium's authenticator then made.
    expect(
      (offered as unknown as { pubKeyCredParams: { alg: number }[] }).pubKeyCredParams.map(
        (p) => p.alg,
      ),
    ).toEqual([-8, -7, -257]);

    expect(answer.status).toBe(201);
    expect(answer.body.passkey).toEqual({
      id: authenticator.id,
      deviceName: "iPhone",
      createdAt: expect.any(String),
      lastUsedAt: null,
      backedUp: false,
    });
    const listed = await phone.get<{ passkeys: PasskeyRow[] }>("/api/passkeys");
    expect(listed.body.passkeys).toEqual([answer.body.passkey]);
    // The passkey it has is not offered again as a new one.
    const again = (await options(phone, "/api/passkeys/register/options")) as unknown as Creation;
    expect(again.excludeCredentials.map((c) => c.id)).toEqual([authenticator.id]);

    const laptop = new Client();
    const signIn = await passkeySignIn(authenticator, laptop);
    expect(signIn.status).toBe(200);
    expect(signIn.body).toEqual({
      user: { id: person.id, username: person.username, role: "user" },
    });
    const cookies = signIn.headers.getSetCookie();
    expect(cookies.find((c) => c.startsWith("next-auth.session-token="))).toMatch(
      /HttpOnly.*SameSite=Lax|SameSite=Lax.*HttpOnly/i,
    );
    expect(cookies.some((c) => c.startsWith("punchcard-device="))).toBe(true);
    const me = await laptop.get<{ user: { id: string } }>("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(person.id);
    expect(await counterOf(authenticator.id)).toEqual({
      counter: "1",
      last_used_at: expect.any(Date),
    });
  });

  it("names the device from the browser, or takes the name given", async () => {
    const phone = await signedIn(await createUser());
    const chrome = await registerPasskey(phone, { headers: { "user-agent": UA.desktopChrome } });
    expect(chrome.answer.body.passkey.deviceName).toBe("Chrome on Linux");
    const named = await registerPasskey(phone, { deviceName: "  Work   laptop " });
    expect(named.answer.body.passkey.deviceName).toBe("Work laptop");
  });

  it("works for staff and admins too", async () => {
    for (const role of ["staff", "admin"] as const) {
      const person = await createUser({ role });
      const { authenticator } = await addPasskey(await signedIn(person));
      const answer = await passkeySignIn(authenticator);
      expect(answer.status).toBe(200);
      expect(answer.body.user).toEqual({ id: person.id, username: person.username, role });
    }
  });

  it("keeps passkeys through 'Sign out everywhere', and they still sign in", async () => {
    const person = await createUser();
    const phone = await signedIn(person);
    const { authenticator, passkey } = await addPasskey(phone);
    const tablet = new Client();
    expect((await passkeySignIn(authenticator, tablet)).status).toBe(200);

    expect((await phone.post("/api/auth/logout-everywhere")).status).toBe(200);
    expect((await tablet.get("/api/auth/me")).status).toBe(401);

    const back = new Client();
    expect((await passkeySignIn(authenticator, back)).status).toBe(200);
    const listed = await back.get<{ passkeys: PasskeyRow[] }>("/api/passkeys");
    expect(listed.body.passkeys.map((p) => p.id)).toEqual([passkey.id]);
  });

  it("accepts an authenticator that keeps no counter (always 0), every time", async () => {
    const authenticator = new SoftAuthenticator(false);
    await addPasskey(await signedIn(await createUser()), authenticator);
    for (let i = 0; i < 3; i++) expect((await passkeySignIn(authenticator)).status).toBe(200);
    expect((await counterOf(authenticator.id))?.counter).toBe("0");
  });
});

describe("what a passkey sign-in refuses", () => {
  it("an assertion sent twice: the challenge is used up by the first", async () => {
    const { authenticator } = await addPasskey(await signedIn(await createUser()));
    const response = await signInAssertion(authenticator);
    expect((await new Client().post("/api/passkeys/login", { response })).status).toBe(200);
    const replay = await new Client().post("/api/passkeys/login", { response });
    expect(replay.status).toBe(401);
    expect(replay.body).toEqual(TIMED_OUT);
  });

  it("an assertion made on another site, or for another relying party", async () => {
    const { authenticator } = await addPasskey(await signedIn(await createUser()));
    const phished = await passkeySignIn(authenticator, new Client(), {
      origin: "https://punchcard-login.example",
    });
    expect(phished.status).toBe(401);
    expect(phished.body).toEqual(NOT_VERIFIED);
    const otherRp = await passkeySignIn(authenticator, new Client(), { rpId: "example.com" });
    expect(otherRp.status).toBe(401);
    expect(otherRp.body).toEqual(NOT_VERIFIED);
    // A page of another site cannot even send it: the browser's Origin gives it away.
    const response = await signInAssertion(authenticator);
    const crossSite = await new Client().call(
      "POST",
      "/api/passkeys/login",
      { response },
      { origin: "https://punchcard-login.example" },
    );
    expect(crossSite.status).toBe(403);
    expect(crossSite.body).toMatchObject({ code: "forbidden" });
  });

  it("a counter that did not rise", async () => {
    const { authenticator } = await addPasskey(await signedIn(await createUser()));
    expect((await passkeySignIn(authenticator, new Client(), { counter: 5 })).status).toBe(200);
    for (const counter of [5, 4]) {
      const cloned = await passkeySignIn(authenticator, new Client(), { counter });
      expect(cloned.status).toBe(401);
      expect(cloned.body).toEqual(NOT_VERIFIED);
    }
    expect((await counterOf(authenticator.id))?.counter).toBe("5");
    expect((await passkeySignIn(authenticator, new Client(), { counter: 6 })).status).toBe(200);
  });

  it("a passkey handing back another account's user handle", async () => {
    const { authenticator } = await addPasskey(await signedIn(await createUser()));
    const other = await createUser();
    const answer = await passkeySignIn(authenticator, new Client(), {
      userHandle: Buffer.from(other.id).toString("base64url"),
    });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(NOT_VERIFIED);
  });

  it("a passkey that was removed, at once", async () => {
    const phone = await signedIn(await createUser());
    const { authenticator, passkey } = await addPasskey(phone);
    const pending = await signInAssertion(authenticator);
    expect((await phone.delete(`/api/passkeys/${passkey.id}`)).status).toBe(200);
    expect((await phone.get<{ passkeys: PasskeyRow[] }>("/api/passkeys")).body.passkeys).toEqual(
      [],
    );
    // Even an answer made before the removal.
    const answer = await new Client().post("/api/passkeys/login", { response: pending });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual({
      code: "unauthorized",
      error: "This passkey is not registered here: it may have been removed from the account.",
    });
  });

  it("an answer to a challenge of another kind (adding, confirming) as a sign-in", async () => {
    const phone = await signedIn(await createUser());
    const { authenticator } = await addPasskey(phone);
    // Signed in, the options are a confirmation for this account's own passkeys.
    const confirm = await options(phone, "/api/passkeys/login/options");
    expect(confirm.allowCredentials).toEqual([
      expect.objectContaining({ id: authenticator.id, type: "public-key" }),
    ]);
    const response = authenticator.assert(confirm as never, { origin: ORIGIN });
    const answer = await new Client().post("/api/passkeys/login", { response });
    expect(answer.status).toBe(401);
    expect(answer.body).toEqual(TIMED_OUT);
  });

  it("slows down repeated failures (429), and a success gives its attempt back", async () => {
    const { authenticator } = await addPasskey(await signedIn(await createUser()));
    // Successes only: each gives its attempt back, so none adds up.
    const regular = new Client();
    for (let i = 0; i < 7; i++)
      expect((await passkeySignIn(authenticator, regular)).status).toBe(200);

    const attacker = new Client();
    for (let i = 0; i < 5; i++) {
      const wrong = await passkeySignIn(authenticator, attacker, { rpId: "example.com" });
      expect(wrong.status).toBe(401);
    }
    const counterBefore = await counterOf(authenticator.id);
    const blocked = await passkeySignIn(authenticator, attacker);
    expect(blocked.status).toBe(429);
    expect(blocked.body).toMatchObject({ code: "rate_limited" });
    expect(blocked.body).toHaveProperty(
      "error",
      expect.stringMatching(/^Too many failed sign-in attempts\./),
    );
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Refused before anything was checked: the passkey was not used.
    expect(await counterOf(authenticator.id)).toEqual(counterBefore);
  });
});

describe("adding passkeys: who may, and what is refused", () => {
  it("needs a session to add, list or remove a passkey (401)", async () => {
    const anonymous = new Client();
    const { authenticator } = await addPasskey(await signedIn(await createUser()));
    const response = authenticator.register(
      (await options(anonymous, "/api/passkeys/register/options")) as never,
      { origin: ORIGIN },
    );
    for (const answer of [
      await anonymous.post("/api/passkeys/register", { response }),
      await anonymous.get("/api/passkeys"),
      await anonymous.delete(`/api/passkeys/${authenticator.id}`),
    ]) {
      expect(answer.status).toBe(401);
      expect(answer.body).toMatchObject({ code: "unauthorized" });
    }
  });

  it("refuses a passkey made on another site, and stores nothing", async () => {
    const phone = await signedIn(await createUser());
    for (const bent of [{ origin: "https://punchcard-login.example" }, { rpId: "example.com" }]) {
      const { answer } = await registerPasskey(phone, bent);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        code: "bad_request",
        error: "This passkey could not be added. Please try again.",
      });
    }
    expect((await phone.get<{ passkeys: PasskeyRow[] }>("/api/passkeys")).body.passkeys).toEqual(
      [],
    );
  });

  it("refuses an answer to another account's challenge, or to a visitor's join challenge", async () => {
    const a = await signedIn(await createUser());
    const b = await signedIn(await createUser());
    const authenticator = new SoftAuthenticator();
    const forA = authenticator.register(
      (await options(a, "/api/passkeys/register/options")) as never,
      { origin: ORIGIN },
    );
    const byB = await b.post("/api/passkeys/register", { response: forA });
    expect(byB.status).toBe(400);
    const join = authenticator.register(
      (await options(new Client(), "/api/passkeys/register/options")) as never,
      { origin: ORIGIN },
    );
    expect((await b.post("/api/passkeys/register", { response: join })).status).toBe(400);
    expect((await b.get<{ passkeys: PasskeyRow[] }>("/api/passkeys")).body.passkeys).toEqual([]);
    // A's own challenge is still good for A.
    expect((await a.post("/api/passkeys/register", { response: forA })).status).toBe(201);
  });

  it("gives a visitor join options for an account that does not exist yet, limited per address", async () => {
    const visitor = new Client();
    const offered = (await options(
      visitor,
      "/api/passkeys/register/options",
    )) as unknown as Creation;
    const futureId = Buffer.from(offered.user.id, "base64url").toString();
    expect(futureId).toMatch(/^[0-9a-f-]{36}$/);
    expect((await sql().query("select 1 from users where id = $1", [futureId])).rowCount).toBe(0);
    const { rows } = await sql().query(
      "select purpose, user_id from webauthn_challenges where challenge = $1",
      [(offered as unknown as { challenge: string }).challenge],
    );
    expect(rows).toEqual([{ purpose: "join", user_id: futureId }]);

    let answer = await visitor.post("/api/passkeys/register/options");
    for (let i = 0; i < 40 && answer.status === 200; i++) {
      answer = await visitor.post("/api/passkeys/register/options");
    }
    expect(answer.status).toBe(429);
    expect(answer.body).toMatchObject({ code: "rate_limited" });
    // Another address is not held up.
    expect((await new Client().post("/api/passkeys/register/options")).status).toBe(200);
  });
});

describe("removing a passkey", () => {
  it("answers another account's passkey, or one that does not exist, as not found", async () => {
    const owner = await signedIn(await createUser());
    const { authenticator, passkey } = await addPasskey(owner);
    const others = [await signedIn(await createUser()), await signedIn(ADMIN)];
    for (const other of others) {
      const answer = await other.delete(`/api/passkeys/${passkey.id}`);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ code: "not_found", error: "Passkey not found" });
    }
    for (const id of ["nope", "not%20base64url"]) {
      expect((await owner.delete(`/api/passkeys/${id}`)).status).toBe(404);
    }
    expect((await passkeySignIn(authenticator)).status).toBe(200);
  });

  it("keeps the last passkey of an account without a password", async () => {
    const person = await createUser();
    const phone = await signedIn(person);
    const first = await addPasskey(phone);
    const second = await addPasskey(phone);
    await sql().query("update users set password_hash = null where id = $1", [person.id]);
    expect((await phone.delete(`/api/passkeys/${first.passkey.id}`)).status).toBe(200);
    const last = await phone.delete(`/api/passkeys/${second.passkey.id}`);
    expect(last.status).toBe(409);
    expect(last.body).toEqual({
      code: "conflict",
      error: "This is your only way to sign in: set a password or add another passkey first.",
    });
    expect((await passkeySignIn(second.authenticator)).status).toBe(200);
  });
});
