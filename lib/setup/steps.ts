import "server-only";
import { sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { shopSettings } from "@/lib/db/schema";
import { readShopSettings } from "@/lib/settings/shop";

// The setup guide on the admin dashboard: a new shop's steps to its first real punch, each read
// from what the shop holds (never from a click on the guide alone), so a step done on its own
// screen, later or by another admin, shows done here too.

/** The steps in the order the guide shows them. */
export const SETUP_STEPS = [
  // The shop's name, language, currency and time zone saved by an owner.
  "shop",
  // The program saved (SPEC's default kept counts: saving it is the choice).
  "card",
  // The owner signs in with a passkey or a password of their own, not the printed one.
  "sign-in",
  // A staff account, or the owner said they run the counter themselves.
  "cashier",
  // A counter device signed in by the guide's QR, the counter display has shown a token, or a
  // sheet of tokens was made for printing.
  "counter",
  // A customer's card has a punch from a shop token.
  "first-punch",
  // The poster for the counter was opened.
  "poster",
] as const;

export type SetupStepKey = (typeof SETUP_STEPS)[number];
export type SetupStep = { key: SetupStepKey; done: boolean };
export type Setup = {
  steps: SetupStep[];
  /** Every step done. */
  finished: boolean;
  /** The owner put the guide away (it opens again from the dashboard). */
  dismissed: boolean;
  /** The username of the owner's test customer (lib/setup/test-customer.ts), if there is one. */
  testCustomer: string | null;
};

/** A staff account the counter's QR can sign a device in as. */
export type CounterAccount = { id: string; username: string };

/** The staff accounts, oldest first: the guide's counter QR offers them. */
export async function counterAccounts(): Promise<CounterAccount[]> {
  const result = await db.execute<CounterAccount>(
    sql`select id, username from users where role = 'staff' order by created_at, username limit 50`,
  );
  return result.rows;
}

/** The guide as `adminId` sees it (the sign-in step is theirs). */
export async function readSetup(adminId: string): Promise<Setup> {
  await readShopSettings(); // a new database's first read makes the row
  const result = await db.execute<
    Record<SetupStepKey, boolean> & { dismissed: boolean; testCustomer: string | null }
  >(sql`
    select
      s.updated_by is not null as "shop",
      coalesce((select updated_by is not null from shop_program), false) as "card",
      exists (select 1 from passkeys where user_id = ${adminId})
        or exists (select 1 from users where id = ${adminId} and password_set_at is not null)
        as "sign-in",
      s.counter_by_owner or exists (select 1 from users where role = 'staff') as "cashier",
      exists (select 1 from login_links where purpose = 'counter' and used_at is not null)
        or exists (select 1 from punch_tokens where kind = 'admin' and batch_id is null)
        or exists (select 1 from token_batches) as "counter",
      exists (
        select 1 from reward_ledger l join punch_tokens t on t.id = l.token_id
        where t.kind = 'admin' and l.punch_delta > 0
      ) as "first-punch",
      s.poster_opened_at is not null as "poster",
      s.setup_dismissed_at is not null as "dismissed",
      (select username from users where is_test order by created_at limit 1) as "testCustomer"
    from shop_settings s`);
  const row = result.rows[0]!;
  const steps = SETUP_STEPS.map((key) => ({ key, done: row[key] === true }));
  return {
    steps,
    finished: steps.every((s) => s.done),
    dismissed: row.dismissed === true,
    testCustomer: row.testCustomer ?? null,
  };
}

/** Puts the guide away, or brings it back. */
export async function setSetupDismissed(dismissed: boolean): Promise<void> {
  await readShopSettings();
  await db.update(shopSettings).set({ setupDismissedAt: dismissed ? new Date() : null });
}

/** "I run the counter myself": the cashier step needs no staff account. */
export async function setCounterByOwner(byOwner: boolean): Promise<void> {
  await readShopSettings();
  await db.update(shopSettings).set({ counterByOwner: byOwner });
}

/** The poster was opened: customers can be told. */
export async function notePosterOpened(): Promise<void> {
  await readShopSettings();
  await db.update(shopSettings).set({ posterOpenedAt: new Date() });
}
