import type { Page } from "@playwright/test";
import { createUser } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";

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
