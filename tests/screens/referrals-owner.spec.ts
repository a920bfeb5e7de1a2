import { randomInt } from "node:crypto";
import type { Page } from "@playwright/test";
import { createUser, sql, type TestUser } from "../support/api";
import { longName } from "../support/long-names";
import { expect, signInAs, test } from "../e2e/support/fixtures";
import { SIZES, snap } from "./shoot";

// The owner's side of invitations: the review queue's held bonuses, the analytics' invitation
// figures, the program's "Friends bring friends" and a customer's page with who invited them
// and whom they invited. One inviter with a 50-character username; rows written straight
// into the database, as lib/referrals would have left them.

const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

type Shop = { inviter: TestUser; friend: TestUser };

async function arrange(): Promise<Shop> {
  const inviter = await createUser({ username: longName("inviter"), punches: 3 });
  const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  await sql().query("insert into invite_codes (code, user_id) values ($1, $2)", [code, inviter.id]);
  const friends = await Promise.all(Array.from({ length: 6 }, () => createUser({ punches: 1 })));
  const states = [
    ["held", "monthly_max", "2 days", "1 hour"],
    ["held", "same_browser", "5 hours", null],
    ["held", "address_chain", "40 days", "35 days"],
    ["rewarded", null, "70 days", "68 days"],
    ["came_back", null, "100 days", "90 days"],
    ["joined", null, "1 day", null],
  ] as const;
  const ids: string[] = [];
  for (const [i, [status, reason, joined, back]] of states.entries()) {
    const { rows } = await sql().query<{ id: string }>(
      `insert into referrals (code, inviter_id, friend_id, created_at, join_day, join_ip, status,
                              hold_reason, came_back_at, rewarded_at, inviter_punches)
       values ($1, $2, $3, now() - $4::interval, to_char(now() - $4::interval, 'YYYY-MM-DD'),
               '10.1.2.3', $5::referral_status, $6::referral_hold, now() - $7::interval,
               case when $5::text = 'rewarded' then now() - $7::interval end,
               case when $5::text = 'rewarded' then 1 end)
       returning id`,
      [code, inviter.id, friends[i]!.id, joined, status, reason, back],
    );
    ids.push(rows[0]!.id);
  }
  // The rewarded invitation's bonus on the inviter's card, and the friend's on theirs.
  await sql().query(
    `insert into reward_ledger (user_id, reason, punch_delta, referral_id)
     values ($1, 'referral_inviter', 1, $2), ($3, 'referral_friend', 1, $2)`,
    [inviter.id, ids[3], friends[3]!.id],
  );
  await sql().query(
    "update punch_cards set punches = punches + 1 where user_id = any($1::uuid[])",
    [[inviter.id, friends[3]!.id]],
  );
  return { inviter, friend: friends[3]! };
}

async function screens(page: Page, shop: Shop, name: (screen: string) => string) {
  await page.goto("/admin/review");
  await expect(page.getByTestId("held-referral").first()).toBeVisible();
  await snap(page, name("review"));

  await page.goto("/admin/analytics");
  await expect(page.getByTestId("invitation-months")).toBeVisible();
  await expect(page.getByTestId("analytics-report")).toBeVisible();
  await page.getByTestId("invitation-figures").scrollIntoViewIfNeeded();
  await snap(page, name("analytics"));

  await page.goto("/admin/program");
  await page.getByTestId("program-referrals").scrollIntoViewIfNeeded();
  await snap(page, name("program"));

  await page.goto(`/admin/users/${shop.inviter.id}`);
  await expect(page.getByTestId("customer-invitations")).toBeVisible();
  await snap(page, name("customer"));

  await page.goto(`/admin/users/${shop.friend.id}`);
  await expect(page.getByTestId("customer-invited-by")).toBeVisible();
  await snap(page, name("friend"));
}

const RUNS = [
  { locale: "en", size: "desktop" },
  { locale: "en", size: "phone" },
  { locale: "de", size: "desktop" },
  { locale: "de", size: "phone" },
  { locale: "ar", size: "phone" },
] as const;

for (const { locale, size } of RUNS) {
  test.describe(`${locale} ${size}`, () => {
    test.use({ viewport: SIZES[size], locale });

    test("the owner's invitations", async ({ page, admin }) => {
      const shop = await arrange();
      await signInAs(page, admin);
      await screens(page, shop, (screen) => `invitations-${screen}-${locale}-${size}.png`);
    });
  });
}
