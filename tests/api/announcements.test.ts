import { cast, closeDb, sql } from "../support/api";

afterAll(closeDb);

type Announcement = {
  id: string;
  title: string;
  content: string;
  createdAt: string;
  updatedAt: string;
};

describe("/api/announcements", () => {
  let people: Awaited<ReturnType<typeof cast>>;
  beforeAll(async () => {
    people = await cast();
  });

  it("lets an admin create, edit and delete an announcement, which anyone may read", async () => {
    const { admin, anonymous, customerA } = people;
    const made = await admin.post<Announcement>("/api/announcements", {
      title: " Summer hours ",
      content: "Open till 9",
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({ title: "Summer hours", content: "Open till 9" });
    expect(made.body.createdAt).toBe(made.body.updatedAt);

    const list = await anonymous.get<Announcement[]>("/api/announcements");
    expect(list.status).toBe(200);
    expect(list.body[0]).toMatchObject({ id: made.body.id, title: "Summer hours" });

    const edited = await admin.put<Announcement>(`/api/announcements/${made.body.id}`, {
      title: "Summer hours",
      content: "Open till 10",
    });
    expect(edited.status).toBe(200);
    expect(edited.body.content).toBe("Open till 10");
    expect(new Date(edited.body.updatedAt).getTime()).toBeGreaterThan(
      new Date(made.body.createdAt).getTime(),
    );
    expect(edited.body.createdAt).toBe(made.body.createdAt);

    expect(
      (await customerA.get<Announcement[]>("/api/announcements")).body.some(
        (a) => a.content === "Open till 10",
      ),
    ).toBe(true);

    expect((await admin.delete(`/api/announcements/${made.body.id}`)).status).toBe(200);
    expect(
      (await anonymous.get<Announcement[]>("/api/announcements")).body.some(
        (a) => a.id === made.body.id,
      ),
    ).toBe(false);
    expect((await admin.delete(`/api/announcements/${made.body.id}`)).status).toBe(404);
  });

  it("lists newest first", async () => {
    const { admin, anonymous } = people;
    const first = await admin.post<Announcement>("/api/announcements", {
      title: "Older",
      content: "1",
    });
    const second = await admin.post<Announcement>("/api/announcements", {
      title: "Newer",
      content: "2",
    });
    const ids = (await anonymous.get<Announcement[]>("/api/announcements")).body.map((a) => a.id);
    expect(ids.indexOf(second.body.id)).toBeLessThan(ids.indexOf(first.body.id));
  });

  it("refuses customers and visitors any change", async () => {
    const { admin, customerA, anonymous } = people;
    const existing = await admin.post<Announcement>("/api/announcements", {
      title: "Keep",
      content: "Me",
    });
    const before = await sql().query("select count(*)::int as n from announcements");

    expect(
      await customerA.post("/api/announcements", { title: "Mine", content: "x" }),
    ).toMatchObject({ status: 403, body: { code: "forbidden" } });
    expect(
      (
        await customerA.put(`/api/announcements/${existing.body.id}`, {
          title: "Hacked",
          content: "x",
        })
      ).status,
    ).toBe(403);
    expect((await customerA.delete(`/api/announcements/${existing.body.id}`)).status).toBe(403);
    expect(
      await anonymous.post("/api/announcements", { title: "Anon", content: "x" }),
    ).toMatchObject({ status: 401, body: { code: "unauthorized" } });
    expect((await anonymous.delete(`/api/announcements/${existing.body.id}`)).status).toBe(401);

    const after = await sql().query("select count(*)::int as n from announcements");
    expect(after.rows[0].n).toBe(before.rows[0].n);
    const { rows } = await sql().query("select title from announcements where id = $1", [
      existing.body.id,
    ]);
    expect(rows[0].title).toBe("Keep");
  });

  it("answers blank fields with SPEC's message", async () => {
    const { admin } = people;
    for (const body of [{ title: "  ", content: "x" }, { title: "x", content: "" }, {}]) {
      const answer = await admin.post("/api/announcements", body);
      expect(answer).toMatchObject({
        status: 400,
        body: { error: "Please fill in all fields", code: "bad_request" },
      });
    }
    const made = await admin.post<Announcement>("/api/announcements", { title: "t", content: "c" });
    expect(
      await admin.put(`/api/announcements/${made.body.id}`, { title: "t", content: " " }),
    ).toMatchObject({
      status: 400,
      body: { error: "Please fill in all fields" },
    });
  });

  it("answers 404 for an unknown or malformed id", async () => {
    const { admin } = people;
    expect(
      (
        await admin.put("/api/announcements/00000000-0000-4000-8000-000000000000", {
          title: "a",
          content: "b",
        })
      ).status,
    ).toBe(404);
    expect(
      (await admin.put("/api/announcements/not-a-uuid", { title: "a", content: "b" })).status,
    ).toBe(404);
    expect((await admin.delete("/api/announcements/not-a-uuid")).status).toBe(404);
  });
});
