import { Client, closeDb, createUser, signedIn } from "../../support/api";
import { insertToken, userState } from "../../support/rewards";
import { startAppServer, type AppServer } from "../../support/server";

afterAll(closeDb);

let one: AppServer;
let two: AppServer;
beforeAll(async () => {
  [one, two] = await Promise.all([startAppServer(), startAppServer()]);
}, 90_000);
afterAll(async () => {
  await Promise.all([one?.stop(), two?.stop()]);
});

function on(server: AppServer, client = new Client()) {
  client.baseUrl = server.url;
  return client;
}

describe("two app servers on one database", () => {
  it("accept a session made on the other", async () => {
    const user = await createUser();
    const client = on(one);
    await client.login(user.username, user.password);
    on(two, client);
    const me = await client.get<{ user: { id: string } }>("/api/auth/me");
    expect(me.status).toBe(200);
    expect(me.body.user.id).toBe(user.id);
  });

  it("count a rate limit across both", async () => {
    const user = await createUser();
    for (let i = 0; i < 5; i++) {
      const server = i % 2 === 0 ? one : two;
      expect(
        (
          await on(server).post("/api/auth/login", {
            username: user.username,
            password: `wrong${i}`,
          })
        ).status,
      ).toBe(401);
    }
    for (const server of [one, two]) {
      expect(
        (
          await on(server).post("/api/auth/login", {
            username: user.username,
            password: user.password,
          })
        ).status,
      ).toBe(429);
    }
  });

  it("count one token once when its redemptions are split across both", async () => {
    const users = await Promise.all(Array.from({ length: 6 }, () => createUser()));
    const clients = await Promise.all(users.map((u) => signedIn(u)));
    const token = await insertToken();
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        on(i % 2 ? one : two, clients[i % clients.length]).post("/api/token/use", {
          tokenId: token,
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    const states = await Promise.all(users.map((u) => userState(u.id)));
    expect(states.reduce((n, s) => n + s.punches, 0)).toBe(1);
  });
});

describe("uploads on two app servers", () => {
  it("serve a file uploaded through one from the other", async () => {
    const { png, upload } = await import("../../support/catalog");
    const { ADMIN } = await import("../../support/api");
    const admin = await on(one).login(ADMIN.username, ADMIN.password);
    const bytes = png(3, 2);
    const answer = await upload(admin, { name: "p.png", type: "image/png", bytes });
    expect(answer.status).toBe(201);
    const served = await fetch(`${two.url}${answer.body.url}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });
});
