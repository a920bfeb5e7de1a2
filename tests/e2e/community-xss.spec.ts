import { signedIn } from "../support/api";
import { adminApi, insertProduct, postAnnouncement, postBlog, unique } from "./support/community";
import { expect, signInAs, test } from "./support/fixtures";

/** DECISIONS 7: what people type is text. Stored markup must show as markup and run nothing. */
const SCRIPT = `<script>window.__xss = (window.__xss || 0) + 1</script>`;
const IMG = `<img src=x onerror="window.__xss = (window.__xss || 0) + 1">`;
const PAYLOAD = `${SCRIPT} ${IMG}`;

test("script and onerror payloads in a blog post, announcement, review and ticket message render as text and run nothing", async ({
  page,
  customer,
}) => {
  const marker = unique("xss");
  const title = `${marker} ${IMG}`;
  await postAnnouncement(title, PAYLOAD);
  await postBlog({ title, content: PAYLOAD, category: "Updates & News", published: true });
  const productId = await insertProduct(`${marker} ${IMG}`);
  const client = await signedIn(customer);
  await client.post("/api/reviews", { productId, rating: 4, comment: PAYLOAD });
  const ticket = await client.post<{ id: string }>("/api/tickets", {
    subject: title,
    message: PAYLOAD,
  });
  await (await adminApi()).post(`/api/tickets/${ticket.body.id}/messages`, { message: PAYLOAD });

  const dialogs: string[] = [];
  page.on("dialog", (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  await signInAs(page, customer);

  const screens: [string, string][] = [
    ["/announcements", "announcement"],
    ["/blogs", "blog-post"],
    [`/user/reviews?product=${productId}`, "review"],
    [`/user/tickets/${ticket.body.id}`, "ticket-message"],
  ];
  for (const [path, testId] of screens) {
    await page.goto(path);
    const holder = page.getByTestId(testId).filter({ hasText: SCRIPT }).first();
    await expect(holder).toBeVisible();
    await expect(holder).toContainText(IMG);
    // No element was made from the payload, and nothing ran.
    expect(await page.locator("img[src=x], img[onerror]").count()).toBe(0);
    expect(
      await page.evaluate(() => (window as unknown as { __xss?: number }).__xss),
    ).toBeUndefined();
  }
  expect(dialogs).toEqual([]);
});
