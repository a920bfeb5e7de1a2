import { createUser, sql } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot } from "./shoot";

// The program's default reward named in the reader's language (Spanish): the card with a
// reward ahead and a full card's claim; and the campaign's tier picker in Spanish.

test.use({ locale: "es" });

test("the card names the default reward in Spanish", async ({ page }) => {
  test.setTimeout(120_000);
  const ahead = await createUser({ punches: 6, xp: 40 });
  await signInAs(page, ahead);
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("punches-to-go")).toHaveText(
    "4 sellos más para un producto gratis.",
  );
  await shoot(page, "reward-names-es-dashboard");

  const full = await createUser({ punches: 10, xp: 60 });
  await page.context().clearCookies();
  await signInAs(page, full);
  await page.goto("/user/dashboard");
  await expect(page.getByTestId("card-complete")).toBeVisible();
  await shoot(page, "reward-names-es-dashboard-full");
});

test("the campaign's tier picker in Spanish", async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ role: "admin" });
  await sql().query("update users set locale = 'es' where id = $1", [owner.id]);
  await signInAs(page, owner);
  await page.goto("/admin/messages/campaigns/new");
  await page.getByTestId("campaign-segment").selectOption("tier");
  await expect(page.getByTestId("campaign-tier")).toContainText("Oro");
  await shoot(page, "reward-names-es-campaign-tier");
});
