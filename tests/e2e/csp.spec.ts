import type { Page } from "@playwright/test";
import { createUser } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";
import { visitWithServiceWorker } from "./support/pwa";

/** Records every Content-Security-Policy violation the page reports, from its first script on. */
async function watchPolicy(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener("securitypolicyviolation", (e) =>
      seen.push(`${e.violatedDirective} ${e.blockedURI} ${e.sourceFile}`),
    );
  });
  return () =>
    page.evaluate(() => (window as unknown as { cspViolations: string[] }).cspViolations);
}

// Forms validate with zod in the browser; left alone, zod probes for eval, which our policy forbids.
test("screens with forms break no rule of the Content-Security-Policy", async ({ page, admin }) => {
  const violations = await watchPolicy(page);

  await page.goto("/login");
  await page.getByTestId("login-submit").click();
  await expect(page.getByText("Access Denied")).toBeVisible();
  expect(await violations()).toEqual([]);

  const customer = await createUser();
  await signInAs(page, customer);
  for (const path of ["/user/profile", "/user/tickets", "/user/reviews", "/user/products"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await violations(), path).toEqual([]);
  }

  await signInAs(page, admin);
  for (const path of ["/admin/products", "/admin/users", "/admin/blogs"]) {
    await page.goto(path);
    await page.waitForLoadState("networkidle");
    expect(await violations(), path).toEqual([]);
  }
});

/** The page's script-src, from the policy its answer carried. */
function scriptSrc(policy: string | undefined) {
  return (policy ?? "").split("; ").find((d) => d.startsWith("script-src ")) ?? "";
}

test("pages run without 'unsafe-inline': Next.js's own scripts carry the page's nonce", async ({
  page,
  admin,
}) => {
  const violations = await watchPolicy(page);
  const nonces = new Set<string>();

  // Visitors' pages, the not-found page (built ahead of time before nonces) included.
  const customer = await createUser();
  for (const path of ["/login", "/faq", "/offline", "/no/such/page"]) {
    const answer = await page.goto(path);
    const policy = scriptSrc(answer?.headers()["content-security-policy"]);
    expect(policy, path).not.toContain("unsafe-inline");
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(nonce, path).toBeTruthy();
    nonces.add(nonce!);
    // Hydrated: React ran from the nonce'd inline bootstrap.
    await expect(page.locator("html"), path).toHaveAttribute("data-hydrated", "true");
    expect(await violations(), path).toEqual([]);
  }
  expect(nonces.size).toBe(4);

  // The service worker registers and takes control; a toast shows.
  await visitWithServiceWorker(page, "/login");
  await page.getByTestId("login-submit").click();
  await expect(page.getByText("Access Denied")).toBeVisible();
  expect(await violations()).toEqual([]);

  for (const [user, paths] of [
    [customer, ["/user/dashboard", "/leaderboard", "/blogs", "/user/reviews"]],
    [admin, ["/admin/dashboard", "/admin/reviews", "/admin/tickets"]],
  ] as const) {
    await signInAs(page, user);
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("html"), path).toHaveAttribute("data-hydrated", "true");
      expect(await violations(), path).toEqual([]);
    }
  }
  // Moving between screens loads each screen's code; none of it is refused either.
  await page.getByRole("link", { name: /Back to Dashboard/ }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
  expect(await violations()).toEqual([]);
});

test("a script injected into a page does not run", async ({ page }) => {
  const violations = await watchPolicy(page);
  await page.goto("/login");
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "true");
  const ran = await page.evaluate(() => {
    const script = document.createElement("script");
    script.textContent = "window.injectedRan = true";
    document.body.append(script);
    return (window as unknown as { injectedRan?: boolean }).injectedRan === true;
  });
  expect(ran).toBe(false);
  await expect.poll(violations).toEqual([expect.stringMatching(/^script-src/)]);
});
