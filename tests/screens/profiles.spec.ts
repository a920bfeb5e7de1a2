import { createUser } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { shoot } from "./shoot";

test("customer and admin profiles, with Sign out everywhere", async ({ page }) => {
  await signInAs(page, await createUser());
  await shoot(page, "user-profile", "/user/profile");
  await expect(page.getByTestId("sign-out-everywhere")).toBeVisible();
  await signInAs(page, await createUser({ role: "admin" }));
  await shoot(page, "admin-profile", "/admin/profile");
  await expect(page.getByTestId("sign-out-everywhere")).toBeVisible();
});
