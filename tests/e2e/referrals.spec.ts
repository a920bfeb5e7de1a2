import { randomInt } from "node:crypto";
import { maskUsername } from "../../lib/rewards/mask";
import { sql, uniqueName } from "../support/api";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "./support/fixtures";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789";

test("a friend's phone keeps an invitation from its link to the join, which sends it", async ({
  page,
  browser,
  customer,
}) => {
  // The customer's invitation code (arranged first: their screen reads the live one).
  const code = Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
  await sql().query("insert into invite_codes (code, user_id) values ($1, $2)", [
    code,
    customer.id,
  ]);

  // The customer's card leads to "Invite a friend".
  await signInAs(page, customer);
  await page.goto("/user/dashboard");
  await page.getByTestId("invite-friend-link").click();
  await expect(page).toHaveURL(/\/user\/invite$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Invite a friend");

  // A friend's phone opens the link, typed loosely: the invitation page says who invites.
  const context = await browser.newContext(phone);
  const friend = await context.newPage();
  await friend.goto(`/i/${code.toLowerCase()}`);
  await expect(friend).toHaveURL(/\/invite$/);
  const masked = maskUsername(customer.username);
  await expect(friend.getByRole("heading", { level: 1 })).toHaveText(
    new RegExp(`^${masked.replace(/\*/g, "\\*")} invites you to `),
  );
  await friend.getByTestId("invite-join").click();
  await expect(friend.getByTestId("join-invited-by")).toHaveText(`Invited by ${masked}`);

  // At the counter, the counter's QR (a shop token) opens the join form: the invitation is
  // still there, and goes with the join.
  await friend.goto(`/join?token=${await insertToken()}`);
  await expect(friend.getByTestId("join-invited-by")).toHaveText(`Invited by ${masked}`);
  await expect(friend.getByTestId("join-invite")).toHaveValue(code);
  await friend.getByTestId("join-username").fill(uniqueName("friend"));
  await expect(friend.getByTestId("join-username-free")).toBeVisible();
  await friend.getByTestId("join-method-password").click();
  await friend.getByTestId("join-password").fill("first-visit");
  const join = friend.waitForRequest((r) => r.url().endsWith("/api/join") && r.method() === "POST");
  await friend.getByTestId("join-submit").click();
  expect((await join).postDataJSON()).toMatchObject({ invite: code });
  await expect(friend).toHaveURL(/\/user\/dashboard/);
  await expect(friend.getByTestId("welcome")).toBeVisible();
  await context.close();
});
