import { randomInt } from "node:crypto";
import { Client, closeDb, sql } from "../support/api";
import { inviter } from "../support/referrals";
import { textsOf } from "../support/html";

// Invitations' throttles: new codes a customer may ask for in a shop day, and codes one address
// may look up that name nobody. Each Client sends its own X-Forwarded-For, so each test's
// address starts with nothing counted.
afterAll(closeDb);

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const unknownCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
// Until the shop's next day: hours, or minutes within 90 minutes of its midnight.
const WAIT = /Please try again in \d+ (hours?|minutes?)\.$/;

const codesOf = async (userId: string) =>
  (
    await sql().query<{ code: string; replaced: boolean }>(
      `select code, replaced_at is not null as replaced from invite_codes
       where user_id = $1 order by created_at`,
      [userId],
    )
  ).rows;

describe("replacing one's invitation code", () => {
  it("allows three new codes a shop day, then refuses with the wait and keeps the live code", async () => {
    const ann = await inviter();
    const made: string[] = [];
    for (let i = 0; i < 3; i++) {
      const answer = await ann.client.post<{ code: string }>("/api/me/invitation");
      expect(answer.status).toBe(200);
      made.push(answer.body.code);
    }
    const refused = await ann.client.post("/api/me/invitation");
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: "rate_limited" });
    expect(refused.body.error).toMatch(/^You can get a new code 3 times a day\. /);
    expect(refused.body.error).toMatch(WAIT);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(Number(refused.headers.get("retry-after"))).toBeLessThanOrEqual(25 * 3600);

    // The refusal made no row and replaced nothing: the third new code still works.
    const rows = await codesOf(ann.id);
    expect(rows).toHaveLength(4);
    expect(rows.filter((r) => !r.replaced).map((r) => r.code)).toEqual([made[2]]);
    expect((await ann.client.get("/api/me/invitation")).body).toMatchObject({ code: made[2] });
    expect((await new Client().get(`/api/invitations/${made[2]}`)).status).toBe(200);

    // Yesterday's replacements do not count against today.
    await sql().query(
      `update invite_codes set replaced_at = replaced_at - interval '1 day' where user_id = $1`,
      [ann.id],
    );
    expect((await ann.client.post("/api/me/invitation")).status).toBe(200);
  });

  it("lets no more than three through when many arrive at once", async () => {
    const ann = await inviter();
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => ann.client.post("/api/me/invitation")),
    );
    expect(answers.map((a) => a.status).every((s) => s === 200 || s === 429)).toBe(true);
    const rows = await codesOf(ann.id);
    expect(rows.filter((r) => r.replaced).length).toBeLessThanOrEqual(3);
    expect(rows.filter((r) => !r.replaced)).toHaveLength(1);
  });
});

describe("looking up invitation codes", () => {
  it("slows an address down after 30 codes that name nobody, as sign-in does; other addresses go on", async () => {
    const ann = await inviter();
    const guesser = new Client();
    for (let i = 0; i < 30; i++) {
      expect((await guesser.get(`/api/invitations/${unknownCode()}`)).status).toBe(404);
    }
    const refused = await guesser.get(`/api/invitations/${unknownCode()}`);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({
      code: "rate_limited",
      error: "Too many invitation codes looked up from this network. Please try again in 1 minute.",
    });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    // A real code from that address waits too: the answer would tell a guess from a miss.
    expect((await guesser.get(`/api/invitations/${ann.code}`)).status).toBe(429);
    // The invitation page reads codes the same way (/i/CODE, then /invite).
    const page = await guesser.call<string>("GET", "/invite", undefined, {
      cookie: `punchcard-invite=${ann.code}`,
    });
    expect(page.status).toBe(200);
    expect(textsOf(page.body, "invite-limited").join(" ")).toContain(
      "Too many invitations looked up from this network",
    );
    // Another address is not held back.
    expect((await new Client().get(`/api/invitations/${ann.code}`)).status).toBe(200);
    // It is counted in the database, where every app server sees it.
    const { rows } = await sql().query("select count from rate_limits where key = $1", [
      `invite:look:${guesser.ip}`,
    ]);
    expect(rows).toEqual([{ count: 30 }]);
  });

  it("never slows a friend who opens a real invitation again and again", async () => {
    const ann = await inviter();
    const friend = new Client();
    for (let i = 0; i < 40; i++) {
      expect((await friend.get(`/api/invitations/${ann.code}`)).status).toBe(200);
    }
    const page = await friend.call<string>("GET", "/invite", undefined, {
      cookie: `punchcard-invite=${ann.code}`,
    });
    expect(textsOf(page.body, "invite-valid")).toHaveLength(1);
  });
});
