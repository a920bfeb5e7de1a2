import { ADMIN, createUser, sql } from "../support/api";
import { longName } from "../support/long-names";
import { insertProduct, settleLedger } from "../support/rewards";
import { signInAs, test } from "../e2e/support/fixtures";
import type { Page } from "@playwright/test";
import { SIZES, snap } from "./shoot";

// A June long ago that only this file writes to, busy at lunch and after work, with a
// product and a staff member whose names are 50 characters long.
const JUNE = "/admin/analytics?from=2023-06-01&to=2023-06-30";
const EMPTY = "/admin/analytics?from=2019-01-01&to=2019-01-31";

async function seedJune() {
  const staff = await createUser({ role: "staff", username: longName("staff") });
  const products = [
    await insertProduct({ name: longName("Oat flat white ") }),
    await insertProduct({ name: "Cinnamon bun" }),
    await insertProduct({ name: "Cold brew" }),
  ];
  const batch = await sql().query(
    `insert into token_batches (label, count, expires_at, created_by, created_at)
     values ('June receipts', 40, '2023-08-01', $1, '2023-06-01T07:00Z') returning id`,
    [staff.id],
  );
  for (let c = 0; c < 8; c++) {
    const customer = await createUser();
    const days = new Map<string, { punches: number; codes: number }>();
    for (let i = 0; i < 3 + c * 2; i++) {
      const day = `2023-06-${String(1 + ((c * 7 + i * 3) % 30)).padStart(2, "0")}`;
      const hour = [8, 12, 12, 13, 17, 18][(c + i) % 6]!;
      const at = `${day}T${String(hour).padStart(2, "0")}:${String((i * 7) % 60).padStart(2, "0")}Z`;
      const id = `shot-${c}-${i}-${Date.now()}`;
      const isCode = i % 3 === 2;
      if (isCode) {
        const code = await sql().query(
          `insert into verification_codes (code, product_id, is_used, used_at, used_by)
           values ($1, $2, true, $3, $4) returning id`,
          [id.toUpperCase(), products[(c + i) % 3], at, customer.id],
        );
        await sql().query(
          `insert into reward_ledger (user_id, reason, xp_delta, code_id, created_at) values ($1, 'code', 25, $2, $3)`,
          [customer.id, code.rows[0].id, at],
        );
      } else {
        await sql().query(
          `insert into punch_tokens (id, kind, created_by, created_at, batch_id, used_at, used_by)
           values ($1, 'admin', $2, '2023-06-01T07:00Z', $3, $4, $5)`,
          [id, staff.id, i % 2 ? batch.rows[0].id : null, at, customer.id],
        );
        await sql().query(
          `insert into reward_ledger (user_id, reason, punch_delta, xp_delta, token_id, created_at) values ($1, 'token', 1, 5, $2, $3)`,
          [customer.id, id, at],
        );
      }
      const count = days.get(day) ?? { punches: 0, codes: 0 };
      count[isCode ? "codes" : "punches"] += 1;
      days.set(day, count);
    }
    for (const [day, { punches, codes }] of days)
      await sql().query(
        `insert into earn_days (user_id, day, punches, codes) values ($1, $2, $3, $4)`,
        [customer.id, day, punches, codes],
      );
    // Five of them were handed a reward: a cookie at 5 or a coffee at 10.
    if (c < 5) {
      await sql().query(
        `insert into reward_ledger (user_id, reason, reward_name, reward_at, created_at)
         values ($1, 'reward', $2, $3, '2023-06-20T12:00Z')`,
        [customer.id, c % 2 ? "Free coffee" : "Free cookie", c % 2 ? 10 : 5],
      );
    }
    await settleLedger(customer.id);
  }
}

/** Both sizes, once the report and the charts (loaded after it) are drawn. */
async function shootReport(page: Page, name: string, path: string) {
  for (const [size, viewport] of Object.entries(SIZES)) {
    await page.setViewportSize(viewport);
    await page.goto(path);
    await page
      .getByTestId("analytics-report")
      .and(page.locator(":not(:has([data-slot=skeleton]))"))
      .waitFor();
    // The charts load after the report (reduced motion: Recharts draws them at once).
    if (path !== EMPTY) await page.locator(".recharts-bar-rectangle").first().waitFor();
    await snap(page, `${name}-${size}.png`);
  }
}

test("/admin/analytics at phone and desktop size, with data and empty", async ({ page }) => {
  await seedJune();
  await signInAs(page, ADMIN);
  await shootReport(page, "admin-analytics", JUNE);
  await shootReport(page, "admin-analytics-empty", EMPTY);
});
