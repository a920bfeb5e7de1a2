import {
  test as base,
  expect,
  type Browser,
  type Cookie,
  type Locator,
  type Page,
  type Response,
} from "@playwright/test";
import { ADMIN, closeDb, createUser, type TestUser } from "../../support/api";

export { expect };

export class LoginPage {
  constructor(readonly page: Page) {}

  async goto(query = "") {
    await this.page.goto(`/login${query}`);
  }

  async signIn(username: string, password: string) {
    // Often reached by a link or a redirect rather than a goto: typed into before React takes
    // the form over, what was typed could be lost to hydration.
    await hydrated(this.page);
    await this.page.getByTestId("login-username").fill(username);
    await this.page.getByTestId("login-password").fill(password);
    await this.page.getByTestId("login-submit").click();
  }
}

type Fixtures = { loginPage: LoginPage; customer: TestUser; admin: typeof ADMIN };

/**
 * After a navigation to a screen, wait until React has hydrated, so a click is never lost to
 * a dead button. A screen that never hydrates (a script error, a blocked script) fails the
 * test here, with its address, instead of failing later on a click that did nothing.
 * Answers that are not pages (JSON, images, the manifest) have nothing to hydrate.
 */
export async function hydrated(page: Page, response?: Response | null, timeout = 20_000) {
  const type = response?.headers()["content-type"];
  if (type && !type.includes("text/html")) return;
  await page
    .locator("html[data-hydrated]")
    .waitFor({ state: "attached", timeout })
    .catch((error: Error) => {
      throw new Error(`${page.url()} did not hydrate within ${timeout} ms: ${error.message}`);
    });
}

/**
 * Waits until React has taken over this element. `hydrated` says the page's root has: a part
 * the server rendered inside a lazy component's Suspense boundary stays dead HTML until its
 * code arrives and React hydrates it, and a tap in between is lost. React marks each element
 * it has claimed with its own properties.
 */
export async function interactive(locator: Locator) {
  await expect
    .poll(() => locator.evaluate((el) => Object.keys(el).some((k) => k.startsWith("__reactProps"))))
    .toBe(true);
}

/** Every navigation of `page` by goto or reload waits for hydration (see `hydrated`). */
function waitsForHydration(page: Page): Page {
  const goto = page.goto.bind(page);
  const reload = page.reload.bind(page);
  page.goto = async (...args) => {
    const response = await goto(...args);
    await hydrated(page, response, args[1]?.timeout || undefined);
    return response;
  };
  page.reload = async (...args) => {
    const response = await reload(...args);
    await hydrated(page, response, args[0]?.timeout || undefined);
    return response;
  };
  return page;
}

export const test = base.extend<Fixtures, { browser: Browser }>({
  // The pages of the contexts a test opens itself (a second phone, the owner's laptop) wait
  // for hydration as the test's own page does.
  browser: [
    async ({ browser }, provide) => {
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const context = await newContext(...args);
        const newPage = context.newPage.bind(context);
        context.newPage = async () => waitsForHydration(await newPage());
        return context;
      };
      await provide(browser);
    },
    { scope: "worker" },
  ],
  page: async ({ page }, provide) => provide(waitsForHydration(page)),
  // Playwright's fixture callback is named `provide` so lint does not take it for React's `use`.
  loginPage: async ({ page }, provide) => provide(new LoginPage(page)),
  customer: async ({}, provide) => provide(await createUser()),
  admin: async ({}, provide) => provide(ADMIN),
});

test.afterAll(closeDb);

/**
 * The shop's own admin signs in once per worker: the browser state of that sign-in (its
 * session cookie) is saved and put into every later test's browser. No test may end that
 * session: one that signs the admin out, or out everywhere, makes an admin of its own.
 */
let adminState: Promise<Cookie[]> | undefined;

/** Signs in through the API (fast) so a test can start on the screen it is about. */
export async function signInAs(page: Page, user: { username: string; password: string }) {
  if (user.username === ADMIN.username && user.password === ADMIN.password) {
    adminState ??= signInThroughApi(page, user)
      .then(() => page.context().cookies())
      .then((cookies) => cookies.filter((c) => c.name.includes("session-token")));
    await page.context().addCookies(await adminState);
    return;
  }
  await signInThroughApi(page, user);
}

async function signInThroughApi(page: Page, user: { username: string; password: string }) {
  const answer = await page.request.post("/api/auth/login", {
    data: { username: user.username, password: user.password },
    headers: {
      "x-forwarded-for": `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
    },
  });
  expect(answer.status()).toBe(200);
}
