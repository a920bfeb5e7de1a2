import { maskUsername } from "../../lib/rewards/mask";
import { sql, uniqueName } from "../support/api";
import { insertToken } from "../support/rewards";
import { expect, signInAs, test } from "./support/fixtures";

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

test("a customer's invitation link brings a friend through the invitation page to a join that names them", async ({
  page,
  browser,
  customer,
}) => {
  // The customer's card leads to "Invite a friend": their link, made on this first read, and
  // its QR.
  await signInAs(page, customer);
  await page.goto("/user/dashboard");
  await page.getByTestId("invite-friend-link").click();
  await expect(page).toHaveURL(/\/user\/invite$/);
  const link = page.getByTestId("invite-link");
  await expect(link).toHaveText(/^https?:\/\/.+\/i\/[A-Z2-9]{8}$/);
  const url = (await link.textContent())!;
  await expect(page.getByTestId("invite-card").locator("img")).toHaveAttribute(
    "data-qr-value",
    url,
  );
  const code = url.split("/").pop()!;

  // A friend's phone opens the link (by its path, typed loosely: the shop's public address may
  // name another host than the test server's). The invitation page says who invites.
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
  // still there, and the join made with it names the inviter.
  await friend.goto(`/join?token=${await insertToken()}`);
  await expect(friend.getByTestId("join-invited-by")).toHaveText(`Invited by ${masked}`);
  await expect(friend.getByTestId("join-invite")).toHaveValue(code);
  const username = uniqueName("friend");
  await friend.getByTestId("join-username").fill(username);
  await expect(friend.getByTestId("join-username-free")).toBeVisible();
  await friend.getByTestId("join-method-password").click();
  await friend.getByTestId("join-password").fill("first-visit");
  await friend.getByTestId("join-submit").click();
  await expect(friend).toHaveURL(/\/user\/dashboard/);
  await expect(friend.getByTestId("welcome")).toBeVisible();
  const { rows } = await sql().query(
    "select r.inviter_id from referrals r join users u on u.id = r.friend_id where u.username = $1",
    [username],
  );
  expect(rows).toEqual([{ inviter_id: customer.id }]);
  await context.close();
});
