import { randomInt } from "node:crypto";
import { maskUsername } from "../../lib/rewards/mask";
import { Client, closeDb, createUser, sql } from "../support/api";
import { attributeOf, countOf, textOf, textsOf } from "../support/html";
import { insertToken } from "../support/rewards";

// The friend's side of an invitation as the server renders it: the link /i/CODE remembers the
// code on the phone, the invitation page and the join page read it. The program's switch and
// bonuses are shop-wide (other files change them), so the bonus lines are the component
// test's (app/(public)/invite/_components/invitation-card.test.tsx).
afterAll(closeDb);

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const newCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/** A customer's live invitation code, arranged in the database. */
async function invitation({
  role = "user",
  replaced = false,
}: { role?: "user" | "staff"; replaced?: boolean } = {}) {
  const inviter = await createUser({ role });
  const code = newCode();
  await sql().query(`insert into invite_codes (code, user_id, replaced_at) values ($1, $2, $3)`, [
    code,
    inviter.id,
    replaced ? new Date() : null,
  ]);
  return { code, inviter, masked: maskUsername(inviter.username) };
}

/** A phone carrying the invitation cookie `code`, as /i/CODE set it. */
function phone(code?: string) {
  const client = new Client();
  const headers: Record<string, string> = code ? { cookie: `punchcard-invite=${code}` } : {};
  return { get: (path: string) => client.call<string>("GET", path, undefined, headers) };
}

describe("/i/CODE", () => {
  it("remembers the code on the phone for 30 days and sends it to the invitation page", async () => {
    const answer = await new Client().get("/i/abcd-2345");
    expect(answer.status).toBe(303);
    expect(answer.headers.get("location")).toMatch(/\/invite$/);
    const cookie = answer.headers.getSetCookie().find((c) => c.startsWith("punchcard-invite="));
    expect(cookie).toBeDefined();
    // Typed or linked, a code is case- and space-insensitive: kept as the shop writes it.
    expect(cookie).toMatch(/^punchcard-invite=ABCD2345;/);
    expect(cookie).toMatch(/Max-Age=2592000/i);
    expect(cookie).toMatch(/Path=\//);
    expect(cookie).toMatch(/SameSite=lax/i);
  });
});

describe("the invitation page", () => {
  it("says who invites, masked, the shop and how to join", async () => {
    const { code, inviter, masked } = await invitation();
    const page = await phone(code).get("/invite");
    expect(page.status).toBe(200);
    expect(textsOf(page.body, "invite-valid").join(" ")).toContain(`${masked} invites you to`);
    expect(textOf(page.body)).toContain("Join at the counter with your first purchase");
    expect(textsOf(page.body, "invite-code")).toEqual([code]);
    expect(attributeOf(page.body, "invite-join", "href")).toBe("/join");
    // Only the masked name: who invites whom is the owner's to know.
    expect(page.body).not.toContain(inviter.username);
  });

  it("says a replaced code no longer works, and an unknown code is unknown", async () => {
    const replaced = await invitation({ replaced: true });
    const old = await phone(replaced.code).get("/invite");
    expect(textsOf(old.body, "invite-replaced").join(" ")).toContain(
      "This invitation no longer works.",
    );
    expect(countOf(old.body, "invite-valid")).toBe(0);

    const unknown = await phone(newCode()).get("/invite");
    expect(textsOf(unknown.body, "invite-unknown").join(" ")).toContain(
      "This invitation code is unknown.",
    );
    // Only customers invite: a code whose owner is staff now is unknown.
    const staff = await invitation({ role: "staff" });
    expect(countOf((await phone(staff.code).get("/invite")).body, "invite-unknown")).toBe(1);
  });

  it("says there is no invitation on a phone without one", async () => {
    const page = await phone().get("/invite");
    expect(page.status).toBe(200);
    expect(textsOf(page.body, "invite-none").join(" ")).toContain("No invitation on this phone");
  });
});

describe("the join page with an invitation", () => {
  it("says who invites and fills in the code, with a shop token", async () => {
    const { code, masked } = await invitation();
    const page = await phone(code).get(`/join?token=${await insertToken()}`);
    expect(page.status).toBe(200);
    expect(textsOf(page.body, "join-invited-by").join(" ")).toContain(`Invited by ${masked}`);
    expect(attributeOf(page.body, "join-invite", "value")).toBe(code);
  });

  it("says who invites while it asks for the counter's QR", async () => {
    const { code, masked } = await invitation();
    const page = await phone(code).get("/join");
    expect(countOf(page.body, "join-type-token")).toBe(1);
    expect(textsOf(page.body, "join-invited-by").join(" ")).toContain(`Invited by ${masked}`);
  });

  it("names nobody and fills in nothing for a code that no longer works", async () => {
    const { code } = await invitation({ replaced: true });
    const page = await phone(code).get(`/join?token=${await insertToken()}`);
    expect(countOf(page.body, "join-invited-by")).toBe(0);
    expect(countOf(page.body, "join-invite")).toBe(1);
    expect(attributeOf(page.body, "join-invite", "value")).toBe("");
  });
});
