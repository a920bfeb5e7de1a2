import { ADMIN, Client, closeDb, createUser, signedIn, sql } from "../support/api";
import { insertToken } from "../support/rewards";
import { startAppServer, type AppServer } from "../support/server";
import { verifyPkpass } from "../support/wallet-ca.mjs";
import { connectApple, PASS_TYPE, pushesTo, until } from "../support/wallet";

// A pass update is a mark put on the pass in the punch's own transaction, and a nudge after the
// commit (lib/wallet/listeners.ts): a server killed between the punch's commit and the update
// leaves the mark, and another server's sweep (each minute) sends the update, once, even when
// the nudge was lost with its server.

jest.setTimeout(180_000);
let server: AppServer | undefined;
let admin: Client;
beforeAll(async () => {
  admin = await signedIn(ADMIN);
  // Another file's connection (they run one after another) is not this one's.
  await admin.delete("/api/wallet/apple");
});
afterAll(async () => {
  await admin.delete("/api/wallet/apple");
  await server?.stop().catch(() => undefined);
  await closeDb();
});

const marked = async (passId: string) =>
  (
    await sql().query(
      "select 1 from wallet_passes where id = $1 and update_wanted_since is not null",
      [passId],
    )
  ).rowCount === 1;

it("sends the update of a punch whose server died right after its commit, once", async () => {
  const { ca } = await connectApple(admin);
  const user = await createUser({ punches: 3 });
  const customer = await signedIn(user);
  const added = await fetch(`${customer.baseUrl}/api/me/wallet/apple`, {
    headers: { cookie: customer.cookie, "x-forwarded-for": customer.ip },
  });
  const files = verifyPkpass(Buffer.from(await added.arrayBuffer()), ca.caPem).files;
  const pass = JSON.parse(files["pass.json"]!.toString("utf8")) as {
    serialNumber: string;
    authenticationToken: string;
  };
  const pushToken = `crash-${user.id}`;
  const registered = await new Client().call(
    "POST",
    `/api/passkit/v1/devices/crash-${user.id.slice(0, 8)}/registrations/${PASS_TYPE}/${pass.serialNumber}`,
    { pushToken },
    { authorization: `ApplePass ${pass.authenticationToken}` },
  );
  expect(registered.status).toBe(201);

  // The punch on a server of its own, killed the moment the punch has committed: its update
  // waits a couple of seconds on the queue, so that server never sent it.
  server = await startAppServer();
  const doomed = new Client(server.url);
  doomed.cookie = customer.cookie;
  const punched = await doomed.post("/api/token/use", { tokenId: await insertToken() });
  server.process.kill("SIGKILL");
  expect(punched.status).toBe(200);
  expect(await marked(pass.serialNumber)).toBe(true);
  // Its nudge, if it was sent at all, is lost with it.
  await sql().query("delete from pgboss.job where name = 'wallet-update' and state = 'created'");
  expect(await pushesTo(pushToken)).toEqual([]);

  // The shared test server's sweep each minute takes the mark: one push, and the pass shows 4.
  await until(async () => (await pushesTo(pushToken)).length > 0, 120_000);
  await until(async () => !(await marked(pass.serialNumber)), 20_000);
  await new Promise((r) => setTimeout(r, 3_000));
  expect(await pushesTo(pushToken)).toHaveLength(1);
  const { rows } = await sql().query<{ shown: { punches: number } }>(
    "select shown from wallet_passes where id = $1",
    [pass.serialNumber],
  );
  expect(rows[0]!.shown.punches).toBe(4);
});
