import { XP_PER_TOKEN } from "../../lib/rewards/rules";
import { ADMIN, closeDb, createUser, signedIn, sql, xpToReach } from "../support/api";
import { eventually, pushService, receivedPushes, subscribedPhone } from "../support/push";
import { insertToken } from "../support/rewards";

afterAll(closeDb);

type Row = { title: string; push_status: string; link: string };

async function inbox(userId: string): Promise<Row[]> {
  const { rows } = await sql().query<Row>(
    "select title, push_status, link from inbox_messages where user_id = $1 order by id",
    [userId],
  );
  return rows;
}

/** Waits for the inbox message `title` to leave 'pending'/'sending' and returns it. */
async function settled(userId: string, title: RegExp): Promise<Row> {
  return eventually(
    async () => {
      const row = (await inbox(userId)).find((m) => title.test(m.title));
      return row && !["pending", "sending"].includes(row.push_status) ? row : undefined;
    },
    { what: `the message ${title}` },
  );
}

/** Fills a customer's card with their last punch, through the app. */
async function fillCard() {
  const customer = await createUser({ punches: 9 });
  const client = await signedIn(customer);
  return { customer, client };
}

describe("messages pushed through a push service", () => {
  it("a full card reaches the inbox and the phone, with the right text", async () => {
    const { customer, client } = await fillCard();
    const phone = await subscribedPhone(customer.id);
    const redeemed = await client.post("/api/token/use", { tokenId: await insertToken() });
    expect(redeemed.status).toBe(200);

    const row = await settled(customer.id, /is waiting/);
    expect(row).toMatchObject({ title: "Your free product is waiting", push_status: "sent" });
    const [push] = await eventually(async () => {
      const got = await receivedPushes(phone);
      return got.length ? got : undefined;
    });
    expect(push).toMatchObject({ title: "Your free product is waiting", link: "/user/dashboard" });
    // Nothing private beyond the message itself.
    expect(Object.keys(push!).sort()).toEqual(["body", "id", "link", "title"]);
  });

  it("a subscription the push service answers 410 for is removed", async () => {
    const { customer, client } = await fillCard();
    const phone = await subscribedPhone(customer.id);
    await pushService.expire(phone.clientHash);
    await client.post("/api/token/use", { tokenId: await insertToken() });

    expect(await settled(customer.id, /is waiting/)).toMatchObject({ push_status: "failed" });
    const { rows } = await sql().query("select 1 from push_subscriptions where user_id = $1", [
      customer.id,
    ]);
    expect(rows).toHaveLength(0);
  });

  it("never follows a push service's redirect", async () => {
    const { customer, client } = await fillCard();
    const phone = await subscribedPhone(customer.id, (s) => pushService.redirecting(s));
    await client.post("/api/token/use", { tokenId: await insertToken() });

    expect(await settled(customer.id, /is waiting/)).toMatchObject({ push_status: "failed" });
    expect(await pushService.messages(phone.clientHash)).toEqual([]);
  });

  it("never posts to an endpoint outside the allowed hosts, even one already stored", async () => {
    const { customer, client } = await fillCard();
    const phone = await subscribedPhone(customer.id, (s) =>
      s.endpoint.replace("https://localhost", "https://127.0.0.1"),
    );
    const before = await pushService.requests();
    await client.post("/api/token/use", { tokenId: await insertToken() });

    expect(await settled(customer.id, /is waiting/)).toMatchObject({ push_status: "failed" });
    expect(await pushService.requests()).toBe(before);
    expect(await pushService.messages(phone.clientHash)).toEqual([]);
  });

  it("keeps to the inbox what the customer turned off", async () => {
    const { customer, client } = await fillCard();
    const phone = await subscribedPhone(customer.id);
    await sql().query("insert into notification_settings (user_id, rewards) values ($1, false)", [
      customer.id,
    ]);
    await client.post("/api/token/use", { tokenId: await insertToken() });

    expect(await settled(customer.id, /is waiting/)).toMatchObject({ push_status: "skipped" });
    expect(await pushService.messages(phone.clientHash)).toEqual([]);
  });

  it("a level-up and the shop's answer to a ticket are messages too", async () => {
    const customer = await createUser({ xp: xpToReach(15) - XP_PER_TOKEN });
    const client = await signedIn(customer);
    const phone = await subscribedPhone(customer.id);
    await client.post("/api/token/use", { tokenId: await insertToken() });
    expect(await settled(customer.id, /^Level 15!/)).toMatchObject({ push_status: "sent" });

    const ticket = await client.post<{ id: string }>("/api/tickets", {
      subject: "Where is my mug?",
      message: "I left it on the counter",
    });
    const admin = await signedIn(ADMIN);
    expect(
      (await admin.post(`/api/tickets/${ticket.body.id}/messages`, { message: "Found it!" }))
        .status,
    ).toBeLessThan(300);
    const answered = await settled(customer.id, /answered your ticket/);
    expect(answered).toMatchObject({
      link: `/user/tickets/${ticket.body.id}`,
      push_status: "sent",
    });
    // The customer's own reply is no message to themselves.
    await client.post(`/api/tickets/${ticket.body.id}/messages`, { message: "Thanks" });
    const pushes = await eventually(async () => {
      const got = await receivedPushes(phone);
      return got.length >= 2 ? got : undefined;
    });
    expect(pushes.map((p) => p.title)).toEqual([
      "Level 15! A free punch for you",
      "The shop answered your ticket",
    ]);
  });
});
