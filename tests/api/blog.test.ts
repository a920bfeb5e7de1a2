import { cast, closeDb, sql } from "../support/api";
import { textOf, textsOf } from "../support/html";

afterAll(closeDb);

type Post = {
  id: string;
  title: string;
  content: string;
  category: string;
  published: boolean;
  author: string;
  createdAt: string;
};

describe("/api/blog", () => {
  let people: Awaited<ReturnType<typeof cast>>;
  let published: Post;
  let draft: Post;

  beforeAll(async () => {
    people = await cast();
    published = (
      await people.admin.post<Post>("/api/blog", {
        title: "Out now",
        content: "Read me",
        category: "Updates & News",
        published: true,
      })
    ).body;
    draft = (
      await people.admin.post<Post>("/api/blog", {
        title: "Secret plan",
        content: "Not yet",
        category: "My Story",
      })
    ).body;
  });

  it("authors a post as the signed-in admin, whatever the body claims", async () => {
    const { admin, a } = people;
    const { rows } = await sql().query<{ id: string }>(
      "select id from users where username = 'admin'",
    );
    const answer = await admin.post<Post>("/api/blog", {
      title: "Hello",
      content: "World",
      category: "Community",
      published: true,
      author: a.username,
      authorId: a.id,
    });
    expect(answer.status).toBe(201);
    expect(answer.body).toMatchObject({
      author: "admin",
      category: "Community",
      published: true,
    });
    const stored = await sql().query<{ author_id: string }>(
      "select author_id from blog_posts where id = $1",
      [answer.body.id],
    );
    expect(stored.rows[0]?.author_id).toBe(rows[0]!.id);
  });

  it("gives readers the author's name, never an admin's user id", async () => {
    const { rows } = await sql().query<{ id: string }>(
      "select id from users where username = 'admin'",
    );
    const list = await people.customerA.get<Post[]>("/api/blog");
    expect(list.body.length).toBeGreaterThan(0);
    expect(JSON.stringify(list.body)).not.toContain(rows[0]!.id);
    expect(list.body.every((p) => !("authorId" in p))).toBe(true);
  });

  it("creates drafts by default", () => {
    expect(draft.published).toBe(false);
  });

  it("never shows a customer a draft, in any category", async () => {
    const { customerA } = people;
    const all = await customerA.get<Post[]>("/api/blog");
    expect(all.status).toBe(200);
    expect(all.body.map((p) => p.id)).toContain(published.id);
    expect(all.body.map((p) => p.id)).not.toContain(draft.id);
    expect(all.body.every((p) => p.published)).toBe(true);
    const myStory = await customerA.get<Post[]>(
      `/api/blog?category=${encodeURIComponent("My Story")}`,
    );
    expect(myStory.body.map((p) => p.id)).not.toContain(draft.id);
  });

  it("shows an admin drafts too, newest first, and filters by category", async () => {
    const { admin } = people;
    const all = (await admin.get<Post[]>("/api/blog")).body;
    const ids = all.map((p) => p.id);
    expect(ids).toContain(draft.id);
    expect(ids.indexOf(draft.id)).toBeLessThan(ids.indexOf(published.id));
    const news = (
      await admin.get<Post[]>(`/api/blog?category=${encodeURIComponent("Updates & News")}`)
    ).body;
    expect(news.every((p) => p.category === "Updates & News")).toBe(true);
  });

  it("publishes and unpublishes with an edit; the customer sees it come and go", async () => {
    const { admin, customerB } = people;
    const post = (
      await admin.post<Post>("/api/blog", {
        title: "Soon",
        content: "x",
        category: "Tips & Tricks",
      })
    ).body;
    expect((await admin.put<Post>(`/api/blog/${post.id}`, { published: true })).body).toMatchObject(
      { published: true, title: "Soon" },
    );
    expect((await customerB.get<Post[]>("/api/blog")).body.map((p) => p.id)).toContain(post.id);
    const edited = await admin.put<Post>(`/api/blog/${post.id}`, {
      title: "Later",
      content: "y",
      category: "Community",
      published: false,
    });
    expect(edited.body).toMatchObject({
      title: "Later",
      content: "y",
      category: "Community",
      published: false,
    });
    expect((await customerB.get<Post[]>("/api/blog")).body.map((p) => p.id)).not.toContain(post.id);
  });

  it("refuses customers and visitors any change, and visitors any read", async () => {
    const { customerA, anonymous } = people;
    expect(
      await customerA.post("/api/blog", {
        title: "t",
        content: "c",
        category: "Community",
        published: true,
      }),
    ).toMatchObject({
      status: 403,
      body: { code: "forbidden" },
    });
    expect((await customerA.put(`/api/blog/${draft.id}`, { published: true })).status).toBe(403);
    expect((await customerA.delete(`/api/blog/${published.id}`)).status).toBe(403);
    expect((await anonymous.get("/api/blog")).status).toBe(401);
    expect(
      (await anonymous.post("/api/blog", { title: "t", content: "c", category: "Community" }))
        .status,
    ).toBe(401);
    const { rows } = await sql().query("select published from blog_posts where id = $1", [
      draft.id,
    ]);
    expect(rows[0].published).toBe(false);
  });

  it("requires a title, content and one of the six categories", async () => {
    const { admin } = people;
    for (const body of [
      { title: " ", content: "c", category: "Community" },
      { title: "t", content: "", category: "Community" },
    ]) {
      expect(await admin.post("/api/blog", body)).toMatchObject({
        status: 400,
        body: { error: "Title and content are required" },
      });
    }
    expect(
      await admin.post("/api/blog", { title: "t", content: "c", category: "Gossip" }),
    ).toMatchObject({
      status: 400,
      body: { error: "Please choose a category" },
    });
    expect(await admin.put(`/api/blog/${draft.id}`, { title: "" })).toMatchObject({
      status: 400,
      body: { error: "Title and content are required" },
    });
    expect((await admin.get("/api/blog?category=Gossip")).status).toBe(400);
  });

  it("names the categories in the reader's language on /blogs, in the tabs and on each post", async () => {
    const page = await people.customerA.call<string>("GET", "/blogs", undefined, {
      "accept-language": "es-ES,es;q=0.9",
    });
    expect(page.status).toBe(200);
    const tabs = textsOf(page.body, "blog-tabs").join(" ");
    expect(tabs).toContain("Todas");
    for (const name of ["Entre bastidores", "Novedades y noticias", "Trucos y consejos"]) {
      expect(tabs).toContain(name);
    }
    // Nowhere in English: not in the tabs, not on any post's badge ("Out now" is Updates & News).
    const text = textOf(page.body);
    expect(text).toContain("Out now");
    expect(text).not.toMatch(/Behind the Scenes|Updates & News|Tips & Tricks|Product Reviews/);
  });

  it("deletes a post (admin), and answers 404 for unknown ids", async () => {
    const { admin } = people;
    const post = (
      await admin.post<Post>("/api/blog", { title: "Bye", content: "x", category: "Community" })
    ).body;
    expect((await admin.delete(`/api/blog/${post.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/blog/${post.id}`)).status).toBe(404);
    expect((await admin.put("/api/blog/nope", { title: "x" })).status).toBe(404);
  });
});
