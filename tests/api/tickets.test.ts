import { cast, closeDb, createUser, signedIn, sql } from "../support/api";

afterAll(closeDb);

type Message = {
  id: string;
  userName: string;
  message: string;
  isAdmin: boolean;
  createdAt: string;
};
type Ticket = {
  id: string;
  subject: string;
  status: "open" | "closed";
  userId: string;
  userName: string;
  createdAt: string;
  updatedAt: string;
  messages: Message[];
};

describe("/api/tickets", () => {
  let people: Awaited<ReturnType<typeof cast>>;
  let ticketOfA: Ticket;

  beforeAll(async () => {
    people = await cast();
    const answer = await people.customerA.post<Ticket>("/api/tickets", {
      subject: "Card missing",
      message: "I lost my card",
    });
    ticketOfA = answer.body;
  });

  it("opens a ticket as the signed-in customer, whatever the body claims", async () => {
    const { customerA, a, b } = people;
    const answer = await customerA.post<Ticket>("/api/tickets", {
      subject: " Wrong flavour ",
      message: "Got mint",
      userId: b.id,
      userName: "Admin",
      status: "closed",
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      subject: "Wrong flavour",
      status: "open",
      userId: a.id,
      userName: a.username,
    });
    expect(answer.body.messages).toEqual([
      expect.objectContaining({
        userName: a.username,
        message: "Got mint",
        isAdmin: false,
      }),
    ]);
  });

  it("lists only the customer's own tickets, even when asked for another's", async () => {
    const { customerA, customerB, a } = people;
    const mine = await customerB.post<Ticket>("/api/tickets", { subject: "B's", message: "hello" });
    const listB = await customerB.get<Ticket[]>(`/api/tickets?userId=${a.id}`);
    expect(listB.status).toBe(200);
    expect(listB.body.map((t) => t.id)).toEqual([mine.body.id]);
    const listA = await customerA.get<Ticket[]>("/api/tickets");
    expect(listA.body.map((t) => t.id)).toContain(ticketOfA.id);
    expect(listA.body.map((t) => t.id)).not.toContain(mine.body.id);
  });

  it("lets an admin list every ticket or one customer's", async () => {
    const { admin, a, b } = people;
    const all = await admin.get<Ticket[]>("/api/tickets");
    expect(all.body.some((t) => t.userId === a.id)).toBe(true);
    expect(all.body.some((t) => t.userId === b.id)).toBe(true);
    const onlyA = await admin.get<Ticket[]>(`/api/tickets?userId=${a.id}`);
    expect(onlyA.body.length).toBeGreaterThan(0);
    expect(onlyA.body.every((t) => t.userId === a.id)).toBe(true);
  });

  it("hides another customer's ticket: read, reply and close all answer 404 or 403", async () => {
    const { customerB } = people;
    expect(await customerB.get(`/api/tickets/${ticketOfA.id}`)).toMatchObject({
      status: 404,
      body: { code: "not_found" },
    });
    expect(
      (await customerB.post(`/api/tickets/${ticketOfA.id}/messages`, { message: "sneaky" })).status,
    ).toBe(404);
    expect((await customerB.put(`/api/tickets/${ticketOfA.id}`, { status: "closed" })).status).toBe(
      403,
    );
    const { rows } = await sql().query(
      "select count(*)::int as n from ticket_messages where ticket_id = $1 and message = 'sneaky'",
      [ticketOfA.id],
    );
    expect(rows[0].n).toBe(0);
  });

  it("refuses visitors", async () => {
    const { anonymous } = people;
    expect((await anonymous.get("/api/tickets")).status).toBe(401);
    expect((await anonymous.get(`/api/tickets/${ticketOfA.id}`)).status).toBe(401);
    expect((await anonymous.post("/api/tickets", { subject: "s", message: "m" })).status).toBe(401);
    expect(
      (await anonymous.post(`/api/tickets/${ticketOfA.id}/messages`, { message: "m" })).status,
    ).toBe(401);
  });

  it("lets the owner reply as themselves and moves the ticket's updated date", async () => {
    const { customerA, a } = people;
    const before = (await customerA.get<Ticket>(`/api/tickets/${ticketOfA.id}`)).body;
    const reply = await customerA.post<Message>(`/api/tickets/${ticketOfA.id}/messages`, {
      message: "Any news?",
      isAdmin: true,
      userName: "Admin",
      userId: people.b.id,
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({
      message: "Any news?",
      isAdmin: false,
      userName: a.username,
    });
    const stored = await sql().query<{ user_id: string }>(
      "select user_id from ticket_messages where id = $1",
      [reply.body.id],
    );
    expect(stored.rows[0]?.user_id).toBe(a.id);
    const after = (await customerA.get<Ticket>(`/api/tickets/${ticketOfA.id}`)).body;
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(
      new Date(before.updatedAt).getTime(),
    );
    expect(after.messages.at(-1)?.message).toBe("Any news?");
  });

  it("signs an admin's reply 'Admin' and lets only an admin close and reopen", async () => {
    const { admin, customerA } = people;
    const reply = await admin.post<Message>(`/api/tickets/${ticketOfA.id}/messages`, {
      message: "Here to help",
      isAdmin: false,
      userName: "Bob",
    });
    expect(reply.status).toBe(201);
    expect(reply.body).toMatchObject({ userName: "Admin", isAdmin: true });

    expect((await customerA.put(`/api/tickets/${ticketOfA.id}`, { status: "closed" })).status).toBe(
      403,
    );
    const closed = await admin.put<Ticket>(`/api/tickets/${ticketOfA.id}`, { status: "closed" });
    expect(closed).toMatchObject({ status: 200, body: { status: "closed" } });

    const refused = await customerA.post(`/api/tickets/${ticketOfA.id}/messages`, {
      message: "Still there?",
    });
    expect(refused).toMatchObject({ status: 409, body: { code: "conflict" } });
    const conversation = (await customerA.get<Ticket>(`/api/tickets/${ticketOfA.id}`)).body;
    expect(conversation.status).toBe("closed");
    expect(conversation.messages.map((m) => m.message)).not.toContain("Still there?");
    expect(conversation.messages.some((m) => m.isAdmin && m.message === "Here to help")).toBe(true);
    // The customer reads the admin's reply signed 'Admin', without the admin's user id.
    const { rows } = await sql().query<{ id: string }>(
      "select id from users where username = 'admin'",
    );
    expect(JSON.stringify(conversation)).not.toContain(rows[0]!.id);
    expect(conversation.messages.every((m) => !("userId" in m))).toBe(true);

    expect(
      (await admin.put<Ticket>(`/api/tickets/${ticketOfA.id}`, { status: "open" })).body.status,
    ).toBe("open");
    expect(
      (await customerA.post(`/api/tickets/${ticketOfA.id}/messages`, { message: "Thanks" })).status,
    ).toBe(201);
  });

  it("does not let an admin open a ticket (tickets belong to customers)", async () => {
    expect((await people.admin.post("/api/tickets", { subject: "s", message: "m" })).status).toBe(
      403,
    );
  });

  it("answers SPEC's messages for blank input", async () => {
    const { customerA, admin } = people;
    for (const body of [{ subject: " ", message: "m" }, { subject: "s", message: "" }, {}]) {
      expect(await customerA.post("/api/tickets", body)).toMatchObject({
        status: 400,
        body: { error: "Please fill in all fields" },
      });
    }
    expect(
      await customerA.post(`/api/tickets/${ticketOfA.id}/messages`, { message: "   " }),
    ).toMatchObject({
      status: 400,
      body: { error: "Please enter a message" },
    });
    expect(await admin.put(`/api/tickets/${ticketOfA.id}`, { status: "pending" })).toMatchObject({
      status: 400,
      body: { error: "Status must be open or closed" },
    });
  });

  it("answers 404 for unknown or malformed ids", async () => {
    const { admin, customerA } = people;
    expect((await admin.get("/api/tickets/00000000-0000-4000-8000-000000000000")).status).toBe(404);
    expect((await admin.get("/api/tickets/nope")).status).toBe(404);
    expect((await customerA.post("/api/tickets/nope/messages", { message: "x" })).status).toBe(404);
    expect((await admin.put("/api/tickets/nope", { status: "closed" })).status).toBe(404);
  });

  it("removes a customer's tickets with their account", async () => {
    const c = await createUser();
    const client = await signedIn(c);
    const t = await client.post<Ticket>("/api/tickets", { subject: "bye", message: "bye" });
    await sql().query("delete from users where id = $1", [c.id]);
    expect((await people.admin.get(`/api/tickets/${t.body.id}`)).status).toBe(404);
  });
});
