import { createUser } from "../support/api";
import { expect, signInAs, test } from "./support/fixtures";

const DAY = 24 * 60 * 60_000;

/**
 * A field the server refuses shows the server's message under that field, not only in the
 * toast. The refusal here is one the browser cannot see coming: a till whose clock is more
 * than a year behind picks "30 days from now", which its own check of the same schema lets
 * through, and the server (on the right time) answers 400 with the zod issue for `expiresAt`.
 */
test("a sheet's expiry the server refuses shows its message under Expiry date", async ({
  page,
}) => {
  const staff = await createUser({ role: "staff" });
  await page.clock.setFixedTime(new Date(Date.now() - 400 * DAY));
  await signInAs(page, staff);
  await page.goto("/counter/batches");
  await page.getByTestId("batch-new").click();
  await page.getByTestId("batch-count").fill("2");
  await page.getByTestId("batch-save").click();

  const expiry = page.getByLabel("Expiry date");
  const error = page.getByTestId("batch-expiry-error");
  await expect(error).toHaveText("Choose an expiry date in the future");
  await expect(expiry).toHaveAttribute("aria-invalid", "true");
  await expect(expiry).toHaveAccessibleDescription("Choose an expiry date in the future");
  // The toast still names it, and nothing was made: the dialog stays open.
  await expect(page.getByText("Choose an expiry date in the future").first()).toBeVisible();
  await expect(page.getByTestId("batch-form")).toBeVisible();
  // The other fields say nothing; editing the refused one takes its message away.
  await expect(page.getByLabel("Number of tokens")).not.toHaveAttribute("aria-invalid");
  await expiry.fill("2099-01-01");
  await expect(error).toHaveCount(0);
  await expect(expiry).not.toHaveAttribute("aria-invalid");
});

test("refusals only the server can make show under their field: a taken username, a staff sheet too far ahead", async ({
  page,
  admin,
}) => {
  const taken = await createUser();
  await signInAs(page, admin);
  await page.goto("/admin/users");
  await page.getByTestId("create-username").fill(taken.username);
  await page.getByTestId("create-password").fill("secret");
  await page.getByTestId("create-submit").click();
  await expect(page.getByTestId("new-username-error")).toHaveText("Username is already taken");
  await expect(page.getByLabel("Username")).toHaveAttribute("aria-invalid", "true");

  const staff = await createUser({ role: "staff" });
  await signInAs(page, staff);
  await page.goto("/counter/batches");
  await page.getByTestId("batch-new").click();
  await page.getByTestId("batch-count").fill("1");
  const far = new Date(Date.now() + 120 * DAY).toISOString().slice(0, 10);
  await page.getByLabel("Expiry date").fill(far);
  await page.getByTestId("batch-save").click();
  await expect(page.getByTestId("batch-expiry-error")).toHaveText(
    "Staff can print sheets that expire within 90 days",
  );
});
