import { ADMIN, signedIn, sql, type Client } from "../../support/api";

/** Arranging community data through the real API (as the admin) or, for products, the database. */
let adminClient: Promise<Client> | undefined;
export function adminApi() {
  adminClient ??= signedIn(ADMIN);
  return adminClient;
}

export async function insertProduct(name: string, hidden = false): Promise<string> {
  const { rows } = await sql().query<{ id: string }>(
    "insert into products (name, description, price_cents, hidden) values ($1, 'A product', 500, $2) returning id",
    [name, hidden],
  );
  return rows[0]!.id;
}

export async function postAnnouncement(title: string, content: string) {
  const answer = await (
    await adminApi()
  ).post<{ id: string }>("/api/announcements", { title, content });
  if (answer.status !== 201) throw new Error(`announcement: ${answer.status}`);
  return answer.body;
}

export async function postBlog(post: {
  title: string;
  content: string;
  category: string;
  published: boolean;
}) {
  const answer = await (await adminApi()).post<{ id: string }>("/api/blog", post);
  if (answer.status !== 201) throw new Error(`blog: ${answer.status}`);
  return answer.body;
}

export function unique(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 8)}`;
}
