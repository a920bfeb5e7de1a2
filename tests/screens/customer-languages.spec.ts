import { createUser, signedIn } from "../support/api";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { snap, SIZES } from "./shoot";

// The customer's screens as a phone in Arabic (mirrored) and a laptop in German (long words)
// show them: the browser's language (Accept-Language) is theirs when the profile names none.

const SCREENS = [
  "/user/dashboard",
  "/user/profile",
  "/user/inbox",
  "/user/tickets",
  "/user/reviews",
  "/user/verify",
];

for (const [locale, size] of [
  ["ar", "phone"],
  ["de", "desktop"],
] as const) {
  test.describe(`the customer's screens in ${locale}`, () => {
    test.use({ locale });

    test(`at ${SIZES[size].width}×${SIZES[size].height}`, async ({ page }) => {
      test.setTimeout(120_000);
      const customer = await createUser({ punches: 7, xp: 420 });
      const ticket = await (
        await signedIn(customer)
      ).post("/api/tickets", { subject: "Stempel fehlt", message: "Hallo" });
      expect(ticket.status).toBe(201);
      await signInAs(page, customer);
      await page.setViewportSize(SIZES[size]);
      for (const path of SCREENS) {
        await page.goto(path);
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        await snap(page, `customer-${locale}-${path.split("/").pop()}-${size}.png`);
      }
      await page.goto(`/user/tickets/${(ticket.body as { id: string }).id}`);
      await expect(page.getByTestId("ticket-conversation")).toBeVisible();
      await snap(page, `customer-${locale}-ticket-${size}.png`);
    });
  });
}
