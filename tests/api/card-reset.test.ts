import { cast, closeDb, createUser, signedIn, sql } from "../support/api";
import { cardOf, ledgerOf, setCard } from "../support/program";

afterAll(closeDb);

// A café's card of 8: a cookie at 4, a coffee at its end. Set on each customer's own card,
// so the shop's program (shared by the files running beside this one) never changes.
const CAFE = {
  size: 8,
  rewards: [
    { at: 4, name: "Free cookie" },
    { at: 8, name: "Free coffee" },
  ],
};

async function customerAt(punches: number) {
  const customer = await createUser({ punches });
  await setCard(customer.id, CAFE);
  return customer;
}

type Reset = {
  closed: boolean;
  punchesLost: number;
  handedOver: string[];
  card: { punches: number };
};
type Refusal = { error: string; code: string; issues: { params: { punchesLost: number } }[] };

describe("POST /api/punchcard/{userId}/reset", () => {
  it("staff at a card's early reward hand it over and the card stays, its punches counting on", async () => {
    const staff = await signedIn(await createUser({ role: "staff" }));
    const customer = await customerAt(4);
    const reset = await staff.post<Reset>(`/api/punchcard/${customer.id}/reset`);
    expect(reset.status).toBe(200);
    expect(reset.body).toMatchObject({
      closed: false,
      handedOver: ["Free cookie"],
      punchesLost: 0,
      card: { punches: 4 },
    });
    expect(await cardOf(customer.id)).toMatchObject({ size: 8, punches: 4, handed: 1, cycle: 0 });
    expect((await ledgerOf(customer.id)).map((e) => e.reason)).toEqual(["admin_xp", "reward"]);
    // Nothing left to hand over: the next Reset is refused until the coffee.
    expect((await staff.post(`/api/punchcard/${customer.id}/reset`)).status).toBe(409);

    await sql().query("update punch_cards set punches = 8, is_complete = true where user_id = $1", [
      customer.id,
    ]);
    await sql().query(
      "insert into reward_ledger (user_id, reason, punch_delta) values ($1, 'admin_punch', 4)",
      [customer.id],
    );
    const closed = await staff.post<Reset>(`/api/punchcard/${customer.id}/reset`);
    expect(closed.body).toMatchObject({
      closed: true,
      handedOver: ["Free coffee"],
      punchesLost: 0,
    });
    expect(await cardOf(customer.id)).toMatchObject({ punches: 0, handed: 0, cycle: 1 });
  });

  it("an admin clearing an unfinished card is told the punches it loses and must confirm that count", async () => {
    const { admin } = await cast();
    const customer = await customerAt(5);
    const path = `/api/punchcard/${customer.id}/reset`;
    for (const body of [undefined, { confirmLoss: 4 }]) {
      const refused = await admin.post<Refusal>(path, body);
      expect(refused.status).toBe(409);
      expect(refused.body.error).toBe(
        "Clearing this card loses 5 punches: confirm it to clear the card",
      );
      expect(refused.body.issues[0]!.params.punchesLost).toBe(5);
    }
    expect(await cardOf(customer.id)).toMatchObject({ punches: 5, handed: 0, cycle: 0 });
    expect((await admin.post(path, { confirmLoss: "5" })).status).toBe(400);

    const cleared = await admin.post<Reset>(path, { confirmLoss: 5 });
    expect(cleared.status).toBe(200);
    expect(cleared.body).toMatchObject({
      closed: true,
      punchesLost: 5,
      handedOver: ["Free cookie"],
    });
    expect(await cardOf(customer.id)).toMatchObject({ punches: 0, cycle: 1 });
    const { rows } = await sql().query(
      "select reason::text, punch_delta, note from reward_ledger where user_id = $1 and reason = 'card_reset'",
      [customer.id],
    );
    expect(rows).toEqual([
      {
        reason: "card_reset",
        punch_delta: -5,
        note: expect.stringContaining("errors.rewardsStaff.punchesLostNote"),
      },
    ]);
    const timeline = await admin.get<{ entries: { reason: string; note: string }[] }>(
      `/api/users/${customer.id}/ledger`,
    );
    expect(timeline.body.entries[0]).toMatchObject({ reason: "card_reset" });
    // The owner's export writes the note in words, not as the key it is kept as.
    const csv = String((await admin.get("/api/export/ledger.csv")).body);
    const reset = csv
      .split("\n")
      .find((line) => line.includes(customer.username) && line.includes("card_reset"));
    expect(reset).toContain("5 punches lost with the unfinished card");
    expect(reset).not.toContain("punchesLostNote");
  });

  it("an admin's reset of a full card, or of an empty one, asks nothing more", async () => {
    const { admin } = await cast();
    const full = await customerAt(8);
    const answer = await admin.post<Reset>(`/api/punchcard/${full.id}/reset`);
    expect(answer.body).toMatchObject({
      closed: true,
      punchesLost: 0,
      handedOver: ["Free cookie", "Free coffee"],
    });
    const empty = await customerAt(0);
    expect((await admin.post(`/api/punchcard/${empty.id}/reset`)).status).toBe(200);
  });
});
