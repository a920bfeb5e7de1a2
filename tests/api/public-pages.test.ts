import { randomBytes } from "node:crypto";
import { Client, closeDb, createUser, signedIn } from "../support/api";
import { attributeOf, countOf, textOf, textsOf } from "../support/html";

// What the landing page, the news and the leaderboard say, as rendered on the server: no
// browser needed to read them. Their layout and the FAQ's accordion are in tests/e2e.
afterAll(closeDb);

describe("the landing page", () => {
  it("tells a first-time visitor what the card is, and the ways to sign in, the news and the FAQ", async () => {
    const page = await new Client().get<string>("/");
    expect(page.status).toBe(200);
    expect(textsOf(page.body, "landing-title").join(" ")).toMatch(/Every 10th one is on us/);
    expect(page.body).toMatch(/role="img"[^>]*aria-label="[^"]*loyalty card with 7 of 10 punches/);
    expect(textOf(page.body)).toContain("How it works");
    expect(attributeOf(page.body, "landing-sign-in", "href")).toBe("/login");
    expect(attributeOf(page.body, "landing-faq", "href")).toBe("/faq");
    expect(attributeOf(page.body, "landing-news", "href")).toBe("/announcements");
    expect(countOf(page.body, "landing-dashboard")).toBe(0);
  });

  it("offers a signed-in customer their card instead of sign-in", async () => {
    const customer = await signedIn(await createUser());
    const page = await customer.get<string>("/");
    expect(attributeOf(page.body, "landing-dashboard", "href")).toBe("/user/dashboard");
    expect(countOf(page.body, "landing-sign-in")).toBe(0);
  });
});

describe("/announcements", () => {
  it("is for anyone; its Back goes home for visitors and to the dashboard for customers", async () => {
    const visitor = await new Client().get<string>("/announcements");
    expect(visitor.status).toBe(200);
    expect(visitor.body).toMatch(/<h1[^>]*>News &amp; Updates<\/h1>/);
    expect(attributeOf(visitor.body, "back-link", "href")).toBe("/");
    const customer = await signedIn(await createUser());
    const signedInPage = await customer.get<string>("/announcements");
    expect(attributeOf(signedInPage.body, "back-link", "href")).toBe("/user/dashboard");
  });
});

describe("the leaderboard", () => {
  it("shows masked names by level then XP, the viewer's own rank and How to Climb", async () => {
    // Other tests' customers may rank anywhere, so this checks its own two, one XP apart and
    // higher than any other test gives, stand next to each other in order.
    const tag = randomBytes(2).toString("hex");
    const xp = 90_000_000 + 2 * parseInt(tag, 16);
    await createUser({ username: `zed${tag}first`, xp: xp + 1 });
    await createUser({ username: `amy${tag}second`, xp });
    const viewer = await signedIn(await createUser({ username: `bo${tag}`, xp: 10 }));
    const page = await viewer.get<string>("/leaderboard");
    expect(page.status).toBe(200);
    const shown = textsOf(page.body, "leaderboard-name");
    const first = shown.indexOf(`ZE${"*".repeat(`zed${tag}first`.length - 3)}T`);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(shown[first + 1]).toBe(`AM${"*".repeat(`amy${tag}second`.length - 3)}D`);
    // No name is shown whole.
    expect(shown).not.toContain(`zed${tag}first`);
    expect(textsOf(page.body, "own-rank").join(" ")).toContain("#");
    expect(textOf(page.body)).toContain("How to Climb");
  });
});
