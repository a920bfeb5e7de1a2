import { readFile } from "node:fs/promises";
import { rowsOf } from "../support/admin-data";
import { createUser } from "../support/api";
import { expectToast } from "./support/admin-pages";
import { expect, LoginPage, signInAs, test } from "./support/fixtures";

test("a customer downloads their data, then deletes their account and cannot sign in again", async ({
  page,
}) => {
  const me = await createUser({ xp: 40, punches: 3 });
  await signInAs(page, me);
  await page.goto("/user/profile");

  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.getByTestId("download-my-data").click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^punchcard-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const file = JSON.parse(await readFile((await download.path())!, "utf8"));
  expect(file.profile).toMatchObject({ username: me.username, xp: 40 });
  expect(file.card).toMatchObject({ punches: 3 });
  expect(file.ledger).toEqual([expect.objectContaining({ xpDelta: 40, punchDelta: 3 })]);

  await page.getByTestId("delete-my-account").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog).toContainText("your XP and level");
  await dialog.getByTestId("delete-account-password").fill("wrong-password");
  await dialog.getByTestId("delete-account-save").click();
  await expectToast(page, "Error", "Incorrect password");
  expect((await rowsOf(me.id)).users).toBe(1);

  await dialog.getByTestId("delete-account-password").fill(me.password);
  await dialog.getByTestId("delete-account-save").click();
  await expectToast(page, "Account Deleted");
  await expect(page).toHaveURL(/\/$/);
  expect(await rowsOf(me.id)).toMatchObject({ users: 0, punch_cards: 0, reward_ledger: 0 });

  const login = new LoginPage(page);
  await login.goto();
  await login.signIn(me.username, me.password);
  await expect(page.getByText("Invalid username or password")).toBeVisible();
  await expect(page).toHaveURL(/\/login/);
});
