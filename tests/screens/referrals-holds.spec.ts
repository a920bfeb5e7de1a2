import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, sql, type TestUser } from "../support/api";
import { longName } from "../support/long-names";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The review queue's newer hold reasons (joined before, a blocked inviter, a voided return
// whose bonus was spent, the wider same browser) and, on the inviter's page, an invitation
// whose return was voided. Rows written straight into the database, as lib/referrals would
// have left them; the inviter's username is 50 characters.

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

async function arrange(): Promise<TestUser> {
  const inviter = await createUser({ username: longName("inviter"), punches: 3 });
  const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  await sql().query("insert into invite_codes (code, user_id) values ($1, $2)", [code, inviter.id]);
  const states = [
    ["held", "return_voided", "3 days", "2 days"],
    ["held", "blocked", "2 days", "1 hour"],
    ["held", "joined_before", "4 hours", null],
    ["held", "same_browser", "5 hours", null],
    ["voided", null, "9 days", "8 days"],
  ] as const;
  for (const [status, reason, joined, back] of states) {
    const friend = await createUser({ punches: 1 });
    await sql().query(
      `insert into referrals (code, inviter_id, friend_id, created_at, join_day, join_ip, status,
                              hold_reason, came_back_at)
       values ($1, $2, $3, now() - $4::interval, to_char(now() - $4::interval, 'YYYY-MM-DD'),
               '10.1.2.3', $5::referral_status, $6::referral_hold, now() - $7::interval)`,
      [code, inviter.id, friend.id, joined, status, reason, back],
    );
  }
  return inviter;
}

async function screens(page: Page, inviter: TestUser, name: (screen: string) => string) {
  await page.goto("/admin/review");
  await expect(
    page.locator('[data-testid="held-referral"][data-reason="return_voided"]').first(),
  ).toBeVisible();
  await snap(page, name("review"));

  await page.goto(`/admin/users/${inviter.id}`);
  await expect(page.getByTestId("customer-invitations")).toBeVisible();
  await page.getByTestId("customer-invitations").scrollIntoViewIfNeeded();
  await snap(page, name("customer"));
}

const RUNS = [
  { locale: "en", size: "desktop" },
  { locale: "en", size: "phone" },
  { locale: "ar", size: "desktop" },
  { locale: "ar", size: "phone" },
  { locale: "de", size: "phone" },
] as const;

for (const { locale, size } of RUNS) {
  test.describe(`${locale} ${size}`, () => {
    test.use({ viewport: SIZES[size], locale });

    test("the review queue's newer hold reasons", async ({ page, admin }) => {
      const inviter = await arrange();
      await signInAs(page, admin);
      await screens(page, inviter, (screen) => `invitation-holds-${screen}-${locale}-${size}.png`);
    });
  });
}
