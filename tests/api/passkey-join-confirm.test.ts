import { verifyConfirmation } from "@/lib/auth/passkeys/authentication";
import { verifyJoinRegistration } from "@/lib/auth/passkeys/registration";
import { pool } from "@/lib/db/client";
import { ApiError } from "@/lib/http/errors";
import { BASE_URL, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { SoftAuthenticator } from "../support/authenticator";
import { ORIGIN, addPasskey, options, passkeySignIn, signInAssertion } from "../support/passkeys";

/**
 * The two calls lib/auth/passkeys offers the join and the account deletion, run here in the
 * test process against the test database, with the options the running server handed out.
 */
jest.setTimeout(60_000);
afterAll(async () => {
  await closeDb();
  await pool.end();
});

/** A request as the route handler receives it: what the relying party is read from. */
const request = () => new Request(`${BASE_URL}/api/join`, { method: "POST" });

async function refusal(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe("verifyJoinRegistration", () => {
  it("verifies a visitor's new passkey without storing it, for the account the join makes", async () => {
    const authenticator = new SoftAuthenticator();
    const creation = await options(new Client(), "/api/passkeys/register/options");
    const response = authenticator.register(creation as never, { origin: ORIGIN });

    const { userId, passkey } = await verifyJoinRegistration({ req: request(), response });
    expect(Buffer.from(authenticator.userHandle, "base64url").toString()).toBe(userId);
    expect(passkey).toMatchObject({ id: authenticator.id, userId, counter: 0, backedUp: false });
    expect((await sql().query("select 1 from passkeys where id = $1", [passkey.id])).rowCount).toBe(
      0,
    );

    // The join makes the account with that id and stores the passkey; it then signs in.
    const username = `join${userId.slice(0, 8)}`;
    await sql().query(
      "insert into users (id, username, name, role, password_hash) values ($1, $2, '', 'user', null)",
      [userId, username],
    );
    await sql().query(
      "insert into passkeys (id, user_id, public_key, counter, transports, backed_up, device_name) values ($1, $2, $3, $4, $5, $6, $7)",
      [
        passkey.id,
        userId,
        passkey.publicKey,
        passkey.counter,
        passkey.transports,
        passkey.backedUp,
        passkey.deviceName,
      ],
    );
    const signIn = await passkeySignIn(authenticator);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toEqual({ id: userId, username, role: "user" });

    // The join challenge is used up: the same answer makes nothing a second time.
    expect((await refusal(verifyJoinRegistration({ req: request(), response }))).status).toBe(400);
  });

  it("refuses an answer to a signed-in account's challenge, or one made on another site", async () => {
    const phone = await signedIn(await createUser());
    const authenticator = new SoftAuthenticator();
    const own = authenticator.register(
      (await options(phone, "/api/passkeys/register/options")) as never,
      { origin: ORIGIN },
    );
    expect((await refusal(verifyJoinRegistration({ req: request(), response: own }))).status).toBe(
      400,
    );
    const phished = authenticator.register(
      (await options(new Client(), "/api/passkeys/register/options")) as never,
      { origin: "https://punchcard-join.example" },
    );
    const error = await refusal(verifyJoinRegistration({ req: request(), response: phished }));
    expect(error.status).toBe(400);
    expect(error.message).toBe("This passkey could not be added. Please try again.");
  });
});

describe("verifyConfirmation", () => {
  it("accepts one of the signed-in account's own passkeys, once", async () => {
    const person = await createUser();
    const phone = await signedIn(person);
    const { authenticator } = await addPasskey(phone);
    const confirm = await options(phone, "/api/passkeys/login/options");
    const response = authenticator.assert(confirm as never, { origin: ORIGIN });
    await expect(
      verifyConfirmation({ req: request(), userId: person.id, response }),
    ).resolves.toBeUndefined();
    const replay = await refusal(
      verifyConfirmation({ req: request(), userId: person.id, response }),
    );
    expect(replay.status).toBe(400);
  });

  it("refuses another account's confirmation, another account's passkey and a sign-in's answer", async () => {
    const a = await createUser();
    const b = await createUser();
    const phoneA = await signedIn(a);
    const phoneB = await signedIn(b);
    const keyA = await addPasskey(phoneA);
    await addPasskey(phoneB);

    // A's confirmation presented for B.
    const forA = keyA.authenticator.assert(
      (await options(phoneA, "/api/passkeys/login/options")) as never,
      { origin: ORIGIN },
    );
    expect(
      (await refusal(verifyConfirmation({ req: request(), userId: b.id, response: forA }))).status,
    ).toBe(400);
    // B's own challenge, answered with A's passkey.
    const withA = keyA.authenticator.assert(
      (await options(phoneB, "/api/passkeys/login/options")) as never,
      { origin: ORIGIN },
    );
    expect(
      (await refusal(verifyConfirmation({ req: request(), userId: b.id, response: withA }))).status,
    ).toBe(400);
    // An answer to a sign-in challenge confirms nothing.
    const signIn = await signInAssertion(keyA.authenticator);
    expect(
      (await refusal(verifyConfirmation({ req: request(), userId: a.id, response: signIn })))
        .status,
    ).toBe(400);
    // A's own confirmation still works: the refusals above did not use it up.
    await expect(
      verifyConfirmation({ req: request(), userId: a.id, response: forA }),
    ).resolves.toBeUndefined();
  });
});
