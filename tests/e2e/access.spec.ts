import { expect, signInAs, test } from "./support/fixtures";

const adminScreens = ["/admin/dashboard", "/admin/users", "/admin/qr-generate"];
const customerScreens = [
  "/user/dashboard",
  "/user/profile",
  "/user/products",
  "/user/verify",
  "/user/tickets",
  "/user/reviews",
];

test.describe("anonymous visitor", () => {
  for (const path of adminScreens) {
    test(`is sent from ${path} to /login`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login/);
    });
  }

  for (const path of customerScreens) {
    test(`is sent from ${path} to /login with the redirect`, async ({ page }) => {
      await page.goto(`${path}?x=1`);
      const url = new URL(page.url());
      expect(url.pathname).toBe("/login");
      expect(url.searchParams.get("redirect")).toBe(`${path}?x=1`);
    });
  }

  for (const path of ["/blogs", "/leaderboard"]) {
    test(`needs a sign-in for ${path}`, async ({ page }) => {
      await page.goto(path);
      await expect(page).toHaveURL(
        new RegExp(`/login\\?redirect=${encodeURIComponent(path).replace("/", "\\/")}`),
      );
    });
  }

  test("can open the login page", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { name: "Sign in" })).toBeVisible();
    await expect(page.getByRole("link", { name: "View News & Updates" })).toHaveAttribute(
      "href",
      "/announcements",
    );
    await expect(page.getByRole("link", { name: "Have questions? Check our FAQ" })).toHaveAttribute(
      "href",
      "/faq",
    );
  });
});

test.describe("customer", () => {
  test("is sent back to the exact address after signing in", async ({
    page,
    loginPage,
    customer,
  }) => {
    const visited: string[] = [];
    page.on("framenavigated", (frame) => frame === page.mainFrame() && visited.push(frame.url()));
    await page.goto("/user/verify?code=ABCDEFGHJK");
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await loginPage.signIn(customer.username, customer.password);
    // The verify screen then checks the code and tidies the address, so look at the history.
    await expect
      .poll(() => visited.some((u) => u.endsWith("/user/verify?code=ABCDEFGHJK")))
      .toBe(true);
  });

  test("lands on /user/dashboard after signing in", async ({ page, loginPage, customer }) => {
    await loginPage.goto();
    await loginPage.signIn(customer.username, customer.password);
    await expect(page).toHaveURL(/\/user\/dashboard$/);
  });

  test("is sent from admin screens by /login on to their dashboard", async ({ page, customer }) => {
    await signInAs(page, customer);
    for (const path of adminScreens) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/user\/dashboard$/);
    }
  });

  test("may open the blog and leaderboard", async ({ page, customer }) => {
    await signInAs(page, customer);
    for (const path of ["/blogs", "/leaderboard"]) {
      await page.goto(path);
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test("sees 'Access Denied' with the server's reason on a wrong password", async ({
    page,
    loginPage,
    customer,
  }) => {
    await loginPage.goto();
    await loginPage.signIn(customer.username, "wrong-password");
    await expect(page.getByText("Access Denied")).toBeVisible();
    await expect(page.getByText("Invalid username or password")).toBeVisible();
  });
});

test.describe("admin", () => {
  test("lands on /admin/dashboard with their name and Logout", async ({
    page,
    loginPage,
    admin,
  }) => {
    await loginPage.goto();
    await loginPage.signIn(admin.username, admin.password);
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
    await expect(page.getByTestId("admin-welcome")).toContainText(admin.username);
    await page.getByTestId("logout").click();
    await expect(page).toHaveURL(/\/login$/);
    await page.goto("/admin/dashboard");
    await expect(page).toHaveURL(/\/login/);
  });

  test("is sent from the customer dashboard to the admin dashboard", async ({ page, admin }) => {
    await signInAs(page, admin);
    await page.goto("/user/dashboard");
    await expect(page).toHaveURL(/\/admin\/dashboard$/);
  });

  for (const path of ["/user/profile", "/user/products", "/user/verify"]) {
    test(`is sent from ${path} by /login on to the admin dashboard`, async ({ page, admin }) => {
      await signInAs(page, admin);
      await page.goto(path);
      await expect(page).toHaveURL(/\/admin\/dashboard$/);
    });
  }
});

test.describe("login page", () => {
  const errors: Record<string, string> = {
    invalid_token: "Invalid or already used login link",
    expired_token: "Login link has expired",
    user_not_found: "User account not found",
    something_else: "An error occurred",
  };
  for (const [code, message] of Object.entries(errors)) {
    test(`shows 'Login Error' for error=${code}`, async ({ page }) => {
      await page.goto(`/login?error=${code}`);
      await expect(page.getByText("Login Error")).toBeVisible();
      await expect(page.getByText(message)).toBeVisible();
    });
  }

  test("prefills the username from the auto parameter and says so", async ({ page }) => {
    const auto = encodeURIComponent(JSON.stringify({ username: "4821", autoLogin: true }));
    await page.goto(`/login?auto=${auto}`);
    await expect(page.getByTestId("login-username")).toHaveValue("4821");
    await expect(page.getByText("Auto-login detected")).toBeVisible();
    await expect(page.getByText("Please enter your password to continue")).toBeVisible();
  });

  // Browsers drop tabs and line breaks from an address and read a backslash as a slash, so
  // each of these would be //evil.example/ by the time the browser follows it.
  const elsewhere = {
    "two slashes": "%2F%2Fevil.example%2F",
    "a tab": "%2F%09%2Fevil.example%2F",
    "a line feed": "%2F%0A%2Fevil.example%2F",
    "a carriage return": "%2F%0D%2Fevil.example%2F",
    "a backslash": "%2F%5Cevil.example%2F",
    "a tab and a backslash": "%2F%09%5Cevil.example%2F",
  };
  for (const [how, target] of Object.entries(elsewhere)) {
    test(`ignores a redirect to another site written with ${how}`, async ({
      page,
      loginPage,
      customer,
      baseURL,
    }) => {
      const left: string[] = [];
      page.on("request", (r) => {
        if (new URL(r.url()).origin !== new URL(baseURL!).origin) left.push(r.url());
      });
      await loginPage.goto(`?redirect=${target}`);
      await loginPage.signIn(customer.username, customer.password);
      await expect(page).toHaveURL(/\/user\/dashboard$/);
      expect(new URL(page.url()).origin).toBe(new URL(baseURL!).origin);
      expect(left.filter((u) => u.includes("evil.example"))).toEqual([]);
    });
  }

  test("sends a signed-in visitor on to their dashboard or a safe target", async ({
    page,
    customer,
    admin,
    browser,
    baseURL,
  }) => {
    await signInAs(page, customer);
    await page.goto("/login");
    await expect(page).toHaveURL(/\/user\/dashboard$/);
    await page.goto("/login?redirect=%2Fuser%2Fprofile");
    await expect(page).toHaveURL(/\/user\/profile$/);
    await page.goto("/login?redirect=%2F%09%2Fevil.example%2F");
    await expect(page).toHaveURL(/\/user\/dashboard$/);

    const context = await browser.newContext({ baseURL });
    const adminPage = await context.newPage();
    await signInAs(adminPage, admin);
    await adminPage.goto("/login");
    await expect(adminPage).toHaveURL(/\/admin\/dashboard$/);
    await context.close();
  });
});

test("unknown addresses show the 404 page", async ({ page }) => {
  const response = await page.goto("/no/such/page");
  expect(response?.status()).toBe(404);
  await expect(page.getByTestId("not-found-code")).toHaveText("404");
  await expect(page.getByRole("heading", { name: "Oops! Page not found" })).toBeVisible();
  await page.getByRole("link", { name: "Return to Home" }).click();
  await expect(page).toHaveURL(/\/$/);
});
