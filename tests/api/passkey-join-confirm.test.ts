import { Client, closeDb, createUser, signedIn, sql, uniqueName } from "../support/api";
import { SoftAuthenticator } from "../support/authenticator";
import { ORIGIN, addPasskey, options, signInAssertion } from "../support/passkeys";
import { insertToken } from "../support/rewards";

/**
 * The two places a passkey answer stands in for a password: joining at the counter with a new
 * passkey (POST /api/join) and deleting an account that has no password (DELETE /api/me).
 * Each takes only the answer to its own kind of challenge, made for it, on this site.
 */
jest.setTimeout(60_000);
afterAll(closeDb);

const NOT_ADDED = "This passkey could not be added. Please try again.";

async function passwordless(client: Client, id: string) {
  await sql().query("update users set password_hash = null where id = $1", [id]);
  return client;
}

async function exists(id: string) {
  return (await sql().query("select 1 from users where id = $1", [id])).rowCount === 1;
}

describe("joining with a passkey", () => {
  it("refuses an answer to a signed-in account's challenge, or one made on another site", async () => {
    const phone = await signedIn(await createUser());
    const authenticator = new SoftAuthenticator();
    const own = authenticator.register(
      (await options(phone, "/api/passkeys/register/options")) as never,
      { origin: ORIGIN },
    );
    const phished = new SoftAuthenticator().register(
      (await options(new Client(), "/api/passkeys/register/options")) as never,
      { origin: "https://punchcard-join.example" },
    );
    for (const [passkey, error] of [
      [own, "That took too long. Please try again."],
      [phished, NOT_ADDED],
    ] as const) {
      const tokenId = await insertToken();
      const username = uniqueName("pk");
      const answer = await new Client().post("/api/join", { tokenId, username, passkey });
      expect(answer.status).toBe(400);
      expect(answer.body).toMatchObject({ error });
      const { rowCount } = await sql().query("select 1 from users where username = $1", [username]);
      expect(rowCount).toBe(0);
    }
  });
});

describe("deleting an account without a password, on a passkey's word", () => {
  it("refuses another account's confirmation, another account's passkey and a sign-in's answer", async () => {
    const a = await createUser();
    const b = await createUser();
    const phoneA = await signedIn(a);
    const phoneB = await passwordless(await signedIn(b), b.id);
    const keyA = await addPasskey(phoneA);
    const keyB = await addPasskey(phoneB);

    // A's confirmation presented by B.
    const forA = keyA.authenticator.assert(
      (await options(phoneA, "/api/passkeys/login/options")) as never,
      { origin: ORIGIN },
    );
    expect((await phoneB.call("DELETE", "/api/me", { passkey: forA })).status).toBe(400);
    // B's own challenge, answered with A's passkey.
    const withA = keyA.authenticator.assert(
      (await options(phoneB, "/api/passkeys/login/options")) as never,
      { origin: ORIGIN },
    );
    expect((await phoneB.call("DELETE", "/api/me", { passkey: withA })).status).toBe(400);
    // An answer to a sign-in challenge confirms nothing.
    const signIn = await signInAssertion(keyB.authenticator);
    expect((await phoneB.call("DELETE", "/api/me", { passkey: signIn })).status).toBe(400);
    expect(await exists(b.id)).toBe(true);

    // B's own passkey, on B's own challenge: the account goes, and its answer cannot be sent again.
    const own = keyB.authenticator.assert(
      (await options(phoneB, "/api/passkeys/login/options")) as never,
      { origin: ORIGIN },
    );
    expect((await phoneB.call("DELETE", "/api/me", { passkey: own })).status).toBe(200);
    expect(await exists(b.id)).toBe(false);
    expect(await exists(a.id)).toBe(true);
  });
});
