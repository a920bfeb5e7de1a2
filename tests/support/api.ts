import { randomBytes, randomInt } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { Pool } from "pg";
import { levelFromXp } from "../../lib/rewards/rules";

export { xpToReach } from "../../lib/rewards/rules";

export const BASE_URL = process.env.TEST_BASE_URL ?? "http://127.0.0.1:3000";
export const ADMIN = {
  username: process.env.TEST_ADMIN_USERNAME ?? "admin",
  password: process.env.TEST_ADMIN_PASSWORD ?? "admin-test-password",
};

let pool: Pool | undefined;
/** Direct database access for arranging data and checking what was (not) stored. */
export function sql() {
  if (!pool) {
    pool = new Pool({ connectionString: process.env.DATABASE_URL, max: 4 });
    pool.on("error", (error) => console.warn("[test db] idle connection lost:", error.message));
  }
  return pool;
}
export async function closeDb() {
  await pool?.end();
  pool = undefined;
}

export function uniqueName(prefix = "u") {
  return `${prefix}${randomBytes(5).toString("hex")}`;
}

export type TestUser = {
  id: string;
  username: string;
  password: string;
  role: "user" | "staff" | "admin";
};

export async function createUser({
  role = "user",
  username = uniqueName(role === "user" ? "cus" : role === "admin" ? "adm" : "stf"),
  password = "secret-pass",
  xp = 0,
  punches = 0,
}: Partial<TestUser> & { xp?: number; punches?: number } = {}): Promise<TestUser> {
  const level = levelFromXp(xp).level;
  const { rows } = await sql().query<{ id: string }>(
    `insert into users (username, name, role, password_hash, xp, level) values ($1, $2, $3, $4, $5, $6) returning id`,
    [username, `Name ${username}`, role, await hash(password), xp, level],
  );
  const id = rows[0]!.id;
  // Arranged XP and punches get their ledger entries too, so the reward invariants
  // (npm run db:check) hold over the whole test database.
  if (xp > 0 || punches > 0) {
    await sql().query(
      `insert into reward_ledger (user_id, reason, xp_delta, punch_delta) values ($1, 'admin_xp', $2, $3)`,
      [id, xp, role === "user" ? punches : 0],
    );
  }
  if (role === "user") {
    await sql().query(
      `insert into punch_cards (user_id, punches, is_complete) values ($1, $2, $3)`,
      [id, punches, punches >= 10],
    );
  }
  return { id, username, password, role };
}

export type Answer<T = Record<string, unknown>> = { status: number; body: T; headers: Headers };

/** An HTTP client with its own cookie jar and client address, like one phone. */
export class Client {
  cookie = "";
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  /** `baseUrl`: which app server this client talks to (tests may start more than one). */
  constructor(public baseUrl = BASE_URL) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Answer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        "x-forwarded-for": this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined && typeof body !== "string"
          ? { "content-type": "application/json" }
          : {}),
        ...headers,
      },
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    });
    const setCookie = response.headers.getSetCookie();
    for (const c of setCookie) {
      const [pair] = c.split(";");
      if (pair?.includes("session-token")) this.cookie = pair.endsWith("=") ? "" : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = Record<string, unknown>>(path: string) => this.call<T>("GET", path);
  post = <T = Record<string, unknown>>(path: string, body?: unknown) =>
    this.call<T>("POST", path, body ?? {});
  put = <T = Record<string, unknown>>(path: string, body?: unknown) =>
    this.call<T>("PUT", path, body ?? {});
  delete = <T = Record<string, unknown>>(path: string) => this.call<T>("DELETE", path);

  async login(username: string, password: string) {
    const answer = await this.post("/api/auth/login", { username, password });
    if (answer.status !== 200)
      throw new Error(
        `login failed for ${username}: ${answer.status} ${JSON.stringify(answer.body)}`,
      );
    return this;
  }
}

export async function signedIn(user: { username: string; password: string }) {
  return new Client().login(user.username, user.password);
}

/** Two customers and an admin, signed in, as STYLE.md asks every resource test to use. */
export async function cast() {
  const a = await createUser();
  const b = await createUser();
  return {
    a,
    b,
    customerA: await signedIn(a),
    customerB: await signedIn(b),
    admin: await signedIn(ADMIN),
    anonymous: new Client(),
  };
}
