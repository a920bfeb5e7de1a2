import { cast, closeDb, createUser, signedIn } from "../support/api";
import { insertMessage, messageState } from "../support/inbox";

jest.setTimeout(60_000);
afterAll(closeDb);

type Message = {
  id: number;
  kind: string;
  title: string;
  body: string;
  link: string;
  readAt: string | null;
};
type Page = { messages: Message[]; unread: number; next: number | null };

describe("GET /api/inbox", () => {
  it("lists only the customer's own messages, newest first, with the unread count", async () => {
    const { a, b, customerA, customerB } = await cast();
    const old = await insertMessage(a.id, { title: "Old news", minutesAgo: 60, read: true });
    const newer = await insertMessage(a.id, {
      title: "Your free coffee is waiting",
      minutesAgo: 5,
    });
    const theirs = await insertMessage(b.id, { title: "B's message" });

    const answer = await customerA.get<Page>("/api/inbox");
    expect(answer.status).toBe(200);
    expect(answer.body.messages.map((m) => m.id)).toEqual([newer, old]);
    expect(answer.body.unread).toBe(1);
    expect(answer.body.next).toBeNull();
    expect(answer.body.messages[0]).toMatchObject({
      title: "Your free coffee is waiting",
      readAt: null,
      link: "/user/inbox",
    });
    // Nothing about its delivery or its dedupe key leaves the server.
    expect(Object.keys(answer.body.messages[0]!).sort()).toEqual(
      ["body", "createdAt", "id", "kind", "link", "readAt", "title"].sort(),
    );

    const other = await customerB.get<Page>("/api/inbox");
    expect(other.body.messages.map((m) => m.id)).toEqual([theirs]);
  });

  it("pages by `before`, and another customer's id as `before` shows nothing of theirs", async () => {
    const { a, b, customerA, customerB } = await cast();
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await insertMessage(a.id, { minutesAgo: 50 - i }));
    const newestFirst = [...ids].reverse();

    const first = await customerA.get<Page>("/api/inbox?limit=2");
    expect(first.body.messages.map((m) => m.id)).toEqual(newestFirst.slice(0, 2));
    expect(first.body.next).toBe(newestFirst[1]);
    const second = await customerA.get<Page>(`/api/inbox?limit=2&before=${first.body.next}`);
    expect(second.body.messages.map((m) => m.id)).toEqual(newestFirst.slice(2, 4));
    const last = await customerA.get<Page>(`/api/inbox?limit=2&before=${second.body.next}`);
    expect(last.body.messages.map((m) => m.id)).toEqual(newestFirst.slice(4));
    expect(last.body.next).toBeNull();

    await insertMessage(b.id, { minutesAgo: 100 });
    const peek = await customerB.get<Page>(`/api/inbox?before=${newestFirst[0]}`);
    expect(peek.status).toBe(200);
    expect(peek.body.messages).toEqual([]);
  });

  it("limit=0 answers only the unread count; bad paging is a 400", async () => {
    const { a, customerA } = await cast();
    await insertMessage(a.id);
    await insertMessage(a.id);
    const count = await customerA.get<Page>("/api/inbox?limit=0");
    expect(count.body).toEqual({ messages: [], unread: 2, next: null });
    for (const query of ["limit=51", "limit=-1", "before=abc", "before=0"]) {
      const answer = await customerA.get(`/api/inbox?${query}`);
      expect([query, answer.status, answer.body.code]).toEqual([query, 400, "bad_request"]);
    }
  });

  it("is for customers: 401 signed out, 403 for staff and admins", async () => {
    const { anonymous, admin } = await cast();
    const staff = await signedIn(await createUser({ role: "staff" }));
    expect((await anonymous.get("/api/inbox")).status).toBe(401);
    expect((await staff.get("/api/inbox")).status).toBe(403);
    expect((await admin.get("/api/inbox")).status).toBe(403);
  });

  it("never hands out a link to another site", async () => {
    const { a, customerA } = await cast();
    await insertMessage(a.id, { link: "https://evil.example/" });
    const answer = await customerA.get<Page>("/api/inbox");
    expect(answer.body.messages[0]?.link).toBe("/user/inbox");
  });
});

describe("POST /api/inbox/read", () => {
  it("marks the customer's own messages read, and answers the unread count", async () => {
    const { a, customerA } = await cast();
    const one = await insertMessage(a.id);
    const two = await insertMessage(a.id);
    const answer = await customerA.post("/api/inbox/read", { ids: [one] });
    expect([answer.status, answer.body]).toEqual([200, { unread: 1 }]);
    expect(await messageState(one)).toEqual({ read: true, opened: false });
    expect(await messageState(two)).toEqual({ read: false, opened: false });
  });

  it("counts a tap on the notification as opened", async () => {
    const { a, customerA } = await cast();
    const id = await insertMessage(a.id);
    const answer = await customerA.post("/api/inbox/read", { ids: [id], opened: true });
    expect(answer.status).toBe(200);
    expect(await messageState(id)).toEqual({ read: true, opened: true });
  });

  it("marks all read, and only the caller's", async () => {
    const { a, b, customerA } = await cast();
    await insertMessage(a.id);
    await insertMessage(a.id);
    const bs = await insertMessage(b.id);
    const answer = await customerA.post("/api/inbox/read", { all: true });
    expect([answer.status, answer.body]).toEqual([200, { unread: 0 }]);
    expect((await customerA.get<Page>("/api/inbox")).body.unread).toBe(0);
    expect(await messageState(bs)).toEqual({ read: false, opened: false });
  });

  it("cannot read or open another customer's message", async () => {
    const { b, customerA } = await cast();
    const theirs = await insertMessage(b.id);
    const answer = await customerA.post("/api/inbox/read", { ids: [theirs], opened: true });
    expect(answer.status).toBe(200);
    expect(await messageState(theirs)).toEqual({ read: false, opened: false });
  });

  it("refuses a body that names nothing, and other roles", async () => {
    const { customerA, admin, anonymous } = await cast();
    for (const body of [
      {},
      { ids: [] },
      { ids: ["x"] },
      { all: false },
      { ids: Array(201).fill(1) },
    ]) {
      const answer = await customerA.post("/api/inbox/read", body);
      expect([JSON.stringify(body).slice(0, 30), answer.status]).toEqual([
        JSON.stringify(body).slice(0, 30),
        400,
      ]);
    }
    const staff = await signedIn(await createUser({ role: "staff" }));
    expect((await anonymous.post("/api/inbox/read", { all: true })).status).toBe(401);
    expect((await staff.post("/api/inbox/read", { all: true })).status).toBe(403);
    expect((await admin.post("/api/inbox/read", { all: true })).status).toBe(403);
  });
});
