import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { maskUsername } from "../../lib/rewards/mask";
import type { MyInvitation } from "../../lib/referrals/types";
import { createUser, sql } from "../support/api";
import { longName } from "../support/long-names";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { DIR, SIZES, snap } from "./shoot";

// Invitations, the customer's and the friend's side, at 390×844 in English, German (long
// words) and Arabic (mirrored), with 50-character names: "Invite a friend" and the friends it
// brought, the card's button to it, the invitation page and the join page with an invitation.

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";
const newCode = () =>
  Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");

/**
 * The customer's invitation as GET /api/me/invitation answers it; where the server has no
 * friends of theirs to list (none joined in this run), the answer is filled with three, one
 * in each state but "none", so the list shows what it looks like.
 */
async function withFriends(page: Page, code: string) {
  await page.route("**/api/me/invitation", async (route) => {
    const real = await route.fetch();
    // Before the API answers (a build without it), an invitation of its shape.
    const mine: MyInvitation = real.ok()
      ? await real.json()
      : {
          code,
          path: `/i/${code}`,
          on: true,
          friendPunches: 1,
          inviterPunches: 2,
          friends: { joined: 0, cameBack: 0 },
          invited: [],
        };
    if (mine.invited.length > 0) return route.fulfill({ response: real });
    const friend = (state: MyInvitation["invited"][number]["state"], day: number) => ({
      name: maskUsername(longName("friend")),
      joinedAt: `2026-11-${day}T10:00:00.000Z`,
      cameBack: state !== "waiting",
      state,
    });
    await route.fulfill({
      json: {
        ...mine,
        friends: { joined: 3, cameBack: 2 },
        invited: [friend("waiting", 24), friend("review", 21), friend("rewarded", 18)],
      } satisfies MyInvitation,
    });
  });
}

let program: { on: boolean; friend: number; inviter: number };
test.beforeAll(async () => {
  const { rows } = await sql().query(
    "select referrals_on as on, referral_friend_punches as friend, referral_inviter_punches as inviter from shop_program",
  );
  program = rows[0];
  await sql().query(
    "update shop_program set referrals_on = true, referral_friend_punches = 1, referral_inviter_punches = 2",
  );
});
test.afterAll(async () => {
  await sql().query(
    "update shop_program set referrals_on = $1, referral_friend_punches = $2, referral_inviter_punches = $3",
    [program.on, program.friend, program.inviter],
  );
});

for (const locale of ["en", "de", "ar"] as const) {
  test.describe(`invitations in ${locale}`, () => {
    test.use({ locale });

    test("at 390×844", async ({ page, browser }) => {
      test.setTimeout(120_000);
      const inviter = await createUser({ username: longName("inviter"), punches: 3 });
      // Their live code, arranged first: their screen reads it.
      const code = newCode();
      await sql().query("insert into invite_codes (code, user_id) values ($1, $2)", [
        code,
        inviter.id,
      ]);
      await signInAs(page, inviter);
      await page.setViewportSize(SIZES.phone);
      await page.goto("/user/dashboard");
      await expect(page.getByTestId("invite-friend-link")).toBeVisible();
      await page.getByTestId("invite-friend-link").scrollIntoViewIfNeeded();
      await snap(page, `invite-card-button-${locale}-phone.png`, { fullPage: false });

      await withFriends(page, code);
      await page.goto("/user/invite");
      await expect(page.getByTestId("invite-link")).toHaveText(/\/i\/[A-Z0-9]{8}$/);
      await expect(page.getByTestId("invite-card").locator("img")).toBeVisible();
      await snap(page, `invite-screen-${locale}-phone.png`);
      await page
        .getByTestId("invite-friends")
        .screenshot({ path: `${DIR}/invite-friends-${locale}-phone.png` });
      if (locale === "en") {
        await page.setViewportSize(SIZES.desktop);
        await snap(page, `invite-screen-${locale}-desktop.png`);
        await page.setViewportSize(SIZES.phone);
      }
      await page.getByTestId("invite-replace").click();
      await expect(page.getByTestId("invite-replace-dialog")).toBeVisible();
      await snap(page, `invite-replace-${locale}-phone.png`, { fullPage: false });

      // The friend's phone, never here before.
      const context = await browser.newContext({ locale, viewport: SIZES.phone });
      const friend = await context.newPage();
      await friend.goto(`/i/${code}`);
      await expect(friend.getByTestId("invite-valid")).toBeVisible();
      await snap(friend, `invitation-page-${locale}-phone.png`);
      if (locale === "en") {
        await friend.setViewportSize(SIZES.desktop);
        await snap(friend, `invitation-page-${locale}-desktop.png`);
        await friend.setViewportSize(SIZES.phone);
      }
      await friend.goto(`/join?token=${await insertToken()}`);
      await expect(friend.getByTestId("join-invited-by")).toBeVisible();
      await snap(friend, `join-invited-${locale}-phone.png`);

      await sql().query("update invite_codes set replaced_at = now() where code = $1", [code]);
      await friend.goto("/invite");
      await expect(friend.getByTestId("invite-replaced")).toBeVisible();
      await snap(friend, `invitation-replaced-${locale}-phone.png`);
      await context.close();
    });
  });
}
