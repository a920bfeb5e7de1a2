import { ADMIN } from "../support/api";
import { signInAs, test } from "../e2e/support/fixtures";
import { shoot } from "./shoot";

test("/admin/exports at phone and desktop size", async ({ page }) => {
  await signInAs(page, ADMIN);
  await shoot(page, "admin-exports", "/admin/exports");
});
