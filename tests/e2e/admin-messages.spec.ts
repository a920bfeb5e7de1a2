import type { Browser, Page } from "@playwright/test";
import { Pool } from "pg";
import { startIsolatedStack, type IsolatedStack } from "../support/isolated-stack";
import { checkA11y } from "./support/a11y";
import { expectToast } from "./support/admin-pages";
import { expect, hydrated, signInAs, test } from "./support/fixtures";
import { CampaignFormPage, CampaignPage, MessagesPage } from "./support/messages-pages";
import { expectFits } from "./support/screen-fit";

// Turning an automation on and sending to everyone change the whole shop, so it happens on a
// private app server and database, whose customers are the three made here: the counts are
// exact, and no other test's customer gets a message.
// Each test walks several screens of a second app server on a shared machine: more time.
test.describe.configure({ mode: "serial", timeout: 360_000 });
let stack: IsolatedStack | undefined;
let db: Pool | undefined;
const CUSTOMERS = 3;

test.beforeAll(async () => {
  // A second app server and database take minutes to start on a busy machine.
  test.setTimeout(360_000);
  stack = await startIsolatedStack(300_000);
  db = new Pool({ connectionString: stack.databaseUrl, max: 1 });
  for (let i = 0; i < CUSTOMERS; i++) {
    await db.query(
      `with u as (insert into users (username, name, role, password_hash) values ($1, $2, 'user', 'x') returning id)
       insert into punch_cards (user_id, punches, is_complete) select id, 0, false from u`,
      [`msg-customer-${i}`, `Customer ${i}`],
    );
  }
});
test.afterAll(async () => {
  await db?.end();
  await stack?.close();
});

async function ownerPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: stack!.baseUrl });
  const page = await context.newPage();
  await signInAs(page, stack!.admin);
  return page;
}

async function open(page: Page, path: string) {
  await hydrated(page, await page.goto(path));
}

test("the owner edits We miss you, sees the preview, turns it on, and sets the quiet hours", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await open(page, "/admin/dashboard");
  await page.getByTestId("tile-messages").click();
  await expect(page).toHaveURL(/\/admin\/messages$/);
  await hydrated(page);
  const messages = new MessagesPage(page);
  const missYou = messages.automation("miss_you");
  await expect(missYou.count).toHaveText("0 customers in the last 30 days");
  await expect(missYou.switch).toHaveAttribute("aria-checked", "false");

  await missYou.edit.click();
  await missYou.title.fill("{name}, your {reward} misses you");
  await missYou.body.fill("You have {punches} punches at {shop}.");
  // The preview fills the placeholders with the sample customer's values as it is typed.
  await expect(missYou.previewTitle).toHaveText(/^Maya, your .+ misses you$/);
  await expect(missYou.previewBody).toHaveText(/^You have 6 punches at .+\.$/);
  await expect(missYou.previewBody).not.toContainText("{");
  // Nobody has been away a year: turning it on here sends nothing to anyone.
  await missYou.days.fill("365");
  await missYou.save.click();
  await expectToast(page, "Message Saved");

  await missYou.switch.click();
  await expectToast(page, "We miss you is on");
  await expect(missYou.switch).toHaveAttribute("aria-checked", "true");

  // Saved on the server: a fresh load shows the switch on and the new text and days.
  await page.reload();
  await expect(missYou.switch).toHaveAttribute("aria-checked", "true");
  await expect(missYou.row).toContainText("has not come for 365 days");
  await missYou.edit.click();
  await expect(missYou.title).toHaveValue("{name}, your {reward} misses you");
  await expect(missYou.days).toHaveValue("365");
  // A placeholder that does not exist is refused under its field.
  await missYou.body.fill("Hello {nmae}");
  await missYou.save.click();
  await expect(page.getByTestId("automation-miss_you-body-error")).toContainText("{nmae}");

  await missYou.switch.click();
  await expectToast(page, "We miss you is off");

  // The quiet hours, in the shop's time zone: the same time twice is none at all (so the
  // campaign below goes at once, whatever the hour the test runs).
  await expect(page.getByTestId("quiet-hours")).toContainText("Times are the shop's (");
  await expect(page.getByTestId("quiet-start")).toHaveValue("21:00");
  await expect(page.getByTestId("quiet-end")).toHaveValue("09:00");
  await page.getByTestId("quiet-start").fill("00:00");
  await page.getByTestId("quiet-end").fill("00:00");
  await page.getByTestId("quiet-save").click();
  await expectToast(page, "Quiet Hours Updated", "No quiet hours");
  await page.reload();
  await expect(page.getByTestId("quiet-start")).toHaveValue("00:00");
  await page.context().close();
});

test("the owner writes a campaign to a segment, sees the count, sends it and sees its counts", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  await open(page, "/admin/messages");
  await expect(page.getByTestId("campaigns-empty")).toBeVisible();
  await page.getByTestId("campaign-new").click();
  await expect(page).toHaveURL(/\/admin\/messages\/campaigns\/new$/);
  await hydrated(page);

  const form = new CampaignFormPage(page);
  const title = "Half-price muffins all Saturday, for our regulars!";
  expect(title).toHaveLength(50);
  await form.write(title, "Come by before noon, {name}.");
  await page.getByTestId("campaign-link").selectOption({ label: "Products" });
  await expect(form.audience()).toHaveText(`${CUSTOMERS} customers`);
  // Another segment, another number: nobody here is a Legend yet.
  await page.getByTestId("campaign-segment").selectOption("tier");
  await page.getByTestId("campaign-tier").selectOption("Legend");
  await expect(form.audience()).toHaveText("0 customers");
  await expect(page.getByTestId("campaign-review")).toBeDisabled();
  await page.getByTestId("campaign-segment").selectOption("everyone");
  await expect(form.audience()).toHaveText(`${CUSTOMERS} customers`);

  const confirm = await form.review();
  await expect(confirm).toContainText(`It goes to ${CUSTOMERS} customers now`);
  await page.getByTestId("campaign-send").click();
  await expectToast(page, "Campaign Sent", `On its way to ${CUSTOMERS} customers`);
  await expect(page).toHaveURL(/\/admin\/messages\/campaigns\/[0-9a-f-]{36}$/);
  const id = page.url().split("/").pop()!;

  const campaign = new CampaignPage(page);
  await expect(page.getByTestId("campaign-page-title")).toHaveText(title);
  await expect(page.getByTestId("campaign-segment")).toHaveText("Every customer");
  await expect(page.getByTestId("campaign-link")).toHaveText("Products");
  // Shown as a customer reads it, with the sample customer's name.
  await expect(page.getByTestId("campaign-message-body")).toHaveText("Come by before noon, Maya.");
  // The page follows the fan-out on its own until it is sent.
  await expect(campaign.status()).toHaveText("Sent", { timeout: 90_000 });
  await expect(campaign.count("recipients")).toHaveText(String(CUSTOMERS));
  await expect(campaign.count("pushed")).toHaveText("0");
  await expect(campaign.count("failed")).toHaveText("0");
  await expect(campaign.count("opened")).toHaveText("0");
  const { rows } = await db!.query<{ body: string }>(
    "select body from inbox_messages where campaign_id = $1 order by id",
    [id],
  );
  expect(rows).toHaveLength(CUSTOMERS);
  expect(rows[0]!.body).toMatch(/^Come by before noon, Customer\.$/);

  // A customer taps it: the page counts it on its next load.
  await db!.query(
    "update inbox_messages set opened_at = now() where id = (select min(id) from inbox_messages where campaign_id = $1)",
    [id],
  );
  await page.reload();
  await expect(campaign.count("opened")).toHaveText("1");

  await page.getByTestId("back-link").click();
  const messages = new MessagesPage(page);
  await expect(messages.campaignRow(title)).toContainText("Sent");
  await expect(messages.campaignRow(title)).toContainText(
    `${CUSTOMERS} recipients · 0 pushed · 0 failed · 1 opened`,
  );
  await page.context().close();
});

test("a scheduled campaign is cancelled from its page", async ({ browser }) => {
  const page = await ownerPage(browser);
  const form = new CampaignFormPage(page);
  await form.goto();
  await form.write("Weekend tasting", "Taste the new roast on Saturday.");
  await page.getByTestId("campaign-when").selectOption("later");
  await page.getByTestId("campaign-send-at").fill("2099-01-01T10:00");
  // Too far ahead: the schema's own message, under the field.
  await page.getByTestId("campaign-review").click();
  await expect(page.getByTestId("campaign-send-at-error")).toContainText("within 365 days");
  const tomorrow = new Date(Date.now() + 86_400_000);
  const day = tomorrow.toISOString().slice(0, 10);
  await page.getByTestId("campaign-send-at").fill(`${day}T10:00`);
  const confirm = await form.review();
  await expect(page.getByTestId("campaign-send")).toHaveText(`Schedule for ${CUSTOMERS} customers`);
  await expect(confirm).toContainText("Until then you can cancel it");
  await page.getByTestId("campaign-send").click();
  await expectToast(page, "Campaign Scheduled");
  await expect(page).toHaveURL(/\/admin\/messages\/campaigns\/[0-9a-f-]{36}$/);

  const campaign = new CampaignPage(page);
  await expect(campaign.status()).toHaveText("Scheduled");
  await expect(page.getByTestId("campaign-when")).toContainText("Sends");
  await page.getByTestId("campaign-cancel").click();
  await expect(page.getByRole("button", { name: "Keep it" })).toBeVisible();
  await page.getByTestId("campaign-cancel-confirm").click();
  await expectToast(page, "Campaign Cancelled", "Nobody will get it");
  await expect(campaign.status()).toHaveText("Cancelled");
  await expect(page.getByTestId("campaign-cancel")).toHaveCount(0);
  await page.reload();
  await expect(campaign.status()).toHaveText("Cancelled");
  await expect(campaign.count("recipients")).toHaveText("0");
  await page.context().close();
});

test("the messages screens pass the accessibility checks and fit a phone and a laptop", async ({
  browser,
}) => {
  const page = await ownerPage(browser);
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    const messages = new MessagesPage(page);
    await messages.goto();
    await messages.automation("miss_you").edit.click();
    await expect(messages.automation("miss_you").days).toBeVisible();
    await checkA11y(page, { label: `/admin/messages at ${viewport.width}` });
    await expectFits(page, `/admin/messages at ${viewport.width}`);

    await page.goto((await page.getByTestId("campaign-row").first().getAttribute("href"))!);
    await expect(page.getByTestId("campaign-counts")).toBeVisible();
    await checkA11y(page, { label: `a campaign's page at ${viewport.width}` });
    await expectFits(page, `a campaign's page at ${viewport.width}`);

    const form = new CampaignFormPage(page);
    await form.goto();
    await page.getByTestId("campaign-segment").selectOption("active");
    await page.getByTestId("campaign-when").selectOption("later");
    await expect(form.audience()).toBeVisible();
    await checkA11y(page, { label: `/admin/messages/campaigns/new at ${viewport.width}` });
    await expectFits(page, `/admin/messages/campaigns/new at ${viewport.width}`);
  }
  await page.context().close();
});
