import { ADMIN, Client, closeDb, createUser, signedIn } from "../support/api";

// SPEC §2's access rules as the server applies them: every redirect here is the proxy's or a
// page's own answer, so plain HTTP proves it without a browser. The journeys that type into
// the sign-in form stay in tests/e2e/access.spec.ts.
afterAll(closeDb);

const adminScreens = ["/admin/dashboard", "/admin/users", "/admin/qr-generate"];
const customerScreens = [
  "/user/dashboard",
  "/user/profile",
  "/user/products",
  "/user/verify",
  "/user/tickets",
  "/user/reviews",
];

/** Follows the redirects from `path` as a browser would, and answers where they end. */
async function landing(client: Client, path: string) {
  let at = path;
  for (let hop = 0; hop < 5; hop++) {
    const answer = await client.get<string>(at);
    const location = answer.headers.get("location");
    if (answer.status < 300 || answer.status >= 400 || !location) return { at, answer };
    const next = new URL(location, client.baseUrl);
    expect(next.origin).toBe(new URL(client.baseUrl).origin);
    at = next.pathname + next.search;
  }
  throw new Error(`${path}: more than five redirects`);
}

describe("an anonymous visitor", () => {
  it.each(adminScreens)("is sent from %s to /login", async (path) => {
    const { at } = await landing(new Client(), path);
    expect(new URL(at, "http://x").pathname).toBe("/login");
  });

  it.each(customerScreens)("is sent from %s to /login with the redirect", async (path) => {
    const { at, answer } = await landing(new Client(), `${path}?x=1`);
    const url = new URL(at, "http://x");
    expect(url.pathname).toBe("/login");
    expect(url.searchParams.get("redirect")).toBe(`${path}?x=1`);
    expect(answer.status).toBe(200);
  });

  it.each(["/blogs", "/leaderboard"])("needs a sign-in for %s", async (path) => {
    const { at } = await landing(new Client(), path);
    expect(at).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });

  it("can open the login page, with its way to the news and the FAQ", async () => {
    const { at, answer } = await landing(new Client(), "/login");
    expect(at).toBe("/login");
    expect(answer.body).toMatch(/<h1[^>]*>Sign in<\/h1>/);
    expect(answer.body).toMatch(/<a[^>]*href="\/announcements"[^>]*>View News &amp; Updates<\/a>/);
    expect(answer.body).toMatch(/<a[^>]*href="\/faq"[^>]*>Have questions\? Check our FAQ<\/a>/);
  });

  it("meets the 404 page at an unknown address, with its way home", async () => {
    const answer = await new Client().get<string>("/no/such/page");
    expect(answer.status).toBe(404);
    expect(answer.body).toMatch(/data-testid="not-found-code"[^>]*>404</);
    expect(answer.body).toContain("Oops! Page not found");
    expect(answer.body).toMatch(/<a[^>]*href="\/"[^>]*>[^<]*Return to Home/);
  });
});

describe("a customer", () => {
  it("is sent from admin screens by /login on to their dashboard", async () => {
    const customer = await signedIn(await createUser());
    for (const path of adminScreens)
      expect((await landing(customer, path)).at).toBe("/user/dashboard");
  });

  it("may open the blog and the leaderboard", async () => {
    const customer = await signedIn(await createUser());
    for (const path of ["/blogs", "/leaderboard"]) {
      const { at, answer } = await landing(customer, path);
      expect(at).toBe(path);
      expect(answer.status).toBe(200);
    }
  });

  it("opening /login is sent on to their dashboard, or to a safe target on this site", async () => {
    const customer = await signedIn(await createUser());
    expect((await landing(customer, "/login")).at).toBe("/user/dashboard");
    expect((await landing(customer, "/login?redirect=%2Fuser%2Fprofile")).at).toBe("/user/profile");
    expect((await landing(customer, "/login?redirect=%2F%09%2Fevil.example%2F")).at).toBe(
      "/user/dashboard",
    );
    expect((await landing(customer, "/login?redirect=%2Flogin")).at).toBe("/user/dashboard");
  });
});

describe("an admin", () => {
  it("is sent from the customer dashboard to the admin dashboard", async () => {
    const admin = await signedIn(ADMIN);
    expect((await landing(admin, "/user/dashboard")).at).toBe("/admin/dashboard");
  });

  it.each(["/user/profile", "/user/products", "/user/verify"])(
    "is sent from %s by /login on to the admin dashboard",
    async (path) => {
      const admin = await signedIn(ADMIN);
      expect((await landing(admin, path)).at).toBe("/admin/dashboard");
    },
  );

  it("opening /login is sent on to the admin dashboard", async () => {
    const admin = await signedIn(ADMIN);
    expect((await landing(admin, "/login")).at).toBe("/admin/dashboard");
  });
});

describe("screens for others", () => {
  it("a customer opening the inventory is sent on to their dashboard", async () => {
    const customer = await signedIn(await createUser());
    expect((await landing(customer, "/admin/inventory")).at).toBe("/user/dashboard");
  });

  it("a customer opening the counter display is sent to their dashboard", async () => {
    const customer = await signedIn(await createUser());
    expect((await landing(customer, "/counter")).at).toBe("/user/dashboard");
  });

  it("staff can neither open /admin/messages nor call its API, and the counter has no way there", async () => {
    const staff = await signedIn(await createUser({ role: "staff" }));
    for (const path of [
      "/admin/messages",
      "/admin/messages/campaigns/new",
      "/admin/messages/campaigns/00000000-0000-4000-8000-000000000000",
    ])
      expect((await landing(staff, path)).at).toBe("/counter");
    const counter = await staff.get<string>("/counter");
    expect(counter.status).toBe(200);
    expect(counter.body).not.toMatch(/href="\/admin\/messages/);
    for (const path of ["/api/automations", "/api/campaigns"])
      expect((await staff.get(path)).status).toBe(403);
  });

  it("a customer's ticket is not found for another customer, and not in their list", async () => {
    const other = await signedIn(await createUser());
    const subject = `Private ${Date.now()}`;
    const ticket = await other.post<{ id: string }>("/api/tickets", {
      subject,
      message: "Mine only",
    });
    expect(ticket.status).toBe(201);
    const customer = await signedIn(await createUser());
    // Not yours looks exactly like not found.
    const page = await customer.get<string>(`/user/tickets/${ticket.body.id}`);
    expect(page.status).toBe(404);
    expect(page.body).toContain("Oops! Page not found");
    expect(page.body).not.toContain("Mine only");
    // Its owner's list shows it; the other customer's does not.
    expect((await other.get<string>("/user/tickets")).body).toContain(subject);
    const list = await customer.get<string>("/user/tickets");
    expect(list.status).toBe(200);
    expect(list.body).not.toContain(subject);
  });
});
