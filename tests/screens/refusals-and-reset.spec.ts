import { ADMIN, signedIn } from "../support/api";
import { customerWithCard } from "../support/program-state";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The program's refusals of a gift that is a reward by itself and of a token no day allows,
// and the admin's confirmation before clearing an unfinished card: in English and Arabic
// (mirrored), German for its long words, at phone and desktop size. The form is never saved;
// the daily maximum is put back at the end.
const LOCALES = ["en", "ar", "de"] as const;
const CAFE = [
  { at: 4, name: "Free cookie" },
  { at: 8, name: "Free coffee" },
];

test.describe.configure({ mode: "serial" });

for (const locale of LOCALES) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    test.describe(`${locale} ${size}`, () => {
      test.use({ viewport, locale });

      test("the program's refusals", async ({ page }) => {
        const admin = await signedIn(ADMIN);
        const before = (await admin.get<{ maxPunchesPerDay: number | null }>("/api/settings")).body
          .maxPunchesPerDay;
        await admin.put("/api/settings", { maxPunchesPerDay: 2 });
        try {
          await signInAs(page, ADMIN);
          await expect(async () => {
            await page.goto("/admin/program");
            await expect(page.getByTestId("program-form")).toBeVisible({ timeout: 1000 });
          }).toPass();
          await page.getByTestId("program-reward-add").click();
          await page.getByTestId("program-reward-0-name").fill("Free cookie");
          await page.getByTestId("program-reward-0-at").fill("5");
          await page.getByTestId("program-maxTokenPunches").fill("3");
          const refused = async (field: string, file: string) => {
            // Submitted from the form: the last refusal's toast may cover the button on a phone.
            await page
              .getByTestId("program-form")
              .evaluate((form) => (form as HTMLFormElement).requestSubmit());
            const box = page.getByTestId(`program-${field}`);
            await expect(box).toHaveAttribute("aria-invalid", "true");
            await box.scrollIntoViewIfNeeded();
            await snap(page, `program-refusal-${file}-${locale}-${size}.png`, { fullPage: false });
          };
          await page.getByTestId("program-welcomePunches").fill("5");
          await refused("welcomePunches", "welcome");
          await page.getByTestId("program-welcomePunches").fill("3");
          await page.getByTestId("program-referralFriendPunches").fill("2");
          await refused("referralFriendPunches", "friend");
          await page.getByTestId("program-referralFriendPunches").fill("1");
          await refused("maxTokenPunches", "per-token");
        } finally {
          await admin.put("/api/settings", { maxPunchesPerDay: before });
        }
      });

      test("the admin's clear-card confirmation", async ({ page }) => {
        const customer = await customerWithCard({ size: 8, punches: 3, rewards: CAFE });
        await signInAs(page, ADMIN);
        await page.goto(`/admin/users/${customer.id}`);
        await page.getByTestId("user-reset").click();
        await expect(page.getByTestId("reset-card-dialog")).toBeVisible();
        await snap(page, `admin-clear-card-${locale}-${size}.png`, { fullPage: false });
      });
    });
  }
}
