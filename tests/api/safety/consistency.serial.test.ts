import { closeDb, createUser, signedIn } from "../../support/api";
import { insertToken } from "../../support/rewards";
import { runScript, startAppServer } from "../../support/server";

afterAll(closeDb);

const env = () => ({ DATABASE_URL: process.env.DATABASE_URL! });

describe("npm run db:check", () => {
  it("holds after a server is killed with SIGKILL in the middle of a redemption load", async () => {
    const server = await startAppServer();
    const users = await Promise.all(Array.from({ length: 8 }, () => createUser()));
    const clients = await Promise.all(users.map((u) => signedIn(u)));
    for (const c of clients) c.baseUrl = server.url;
    const tokens = await Promise.all(Array.from({ length: 400 }, () => insertToken()));

    // Eight customers redeem as fast as they can; the server dies part-way through, once 20
    // punches have landed (a count, not a delay: a slow machine still dies mid-load).
    let stop = false;
    let landed = 0;
    let twentyLanded!: () => void;
    const midLoad = new Promise<void>((r) => (twentyLanded = r));
    const load = clients.map(async (client, i) => {
      for (let n = i; n < tokens.length && !stop; n += clients.length) {
        const answer = await client
          .post("/api/token/use", { tokenId: tokens[n] })
          .catch(() => undefined);
        if (answer?.status === 200 && ++landed === 20) twentyLanded();
      }
    });
    await midLoad;
    server.process.kill("SIGKILL");
    stop = true;
    await Promise.all(load);

    const restarted = await startAppServer();
    try {
      const check = await runScript("db-check.mjs", [], env());
      expect(check.output).toContain("All reward invariants hold.");
      expect(check.code).toBe(0);
    } finally {
      await restarted.stop();
    }
  });

  it("fails with the offending rows when the data is inconsistent", async () => {
    const { sql } = await import("../../support/api");
    const user = await createUser();
    await sql().query("update users set xp = xp + 7 where id = $1", [user.id]);
    try {
      const check = await runScript("db-check.mjs", [], env());
      expect(check.code).toBe(1);
      expect(check.output).toContain("FAIL  each user's XP equals the ledger's sum");
      expect(check.output).toContain(user.username);
    } finally {
      await sql().query("update users set xp = xp - 7 where id = $1", [user.id]);
    }
  });
});
