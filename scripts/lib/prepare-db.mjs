// Brings a database up to date before the app serves: migrations, the shared session secret,
// and a first admin so the shop can never be locked out of a fresh install.
import { randomBytes } from "node:crypto";
import { resolve } from "node:path";

const MIGRATION_LOCK = 4_271_001;

/**
 * @param {string} databaseUrl
 * @param {{ root: string, adminUsername?: string, adminPassword?: string, log?: (line: string) => void }} options
 */
export async function prepareDatabase(
  databaseUrl,
  { root, adminUsername, adminPassword, log = console.log },
) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 2 });
  pool.on("error", () => {});
  const client = await pool.connect();
  try {
    // Several app servers may start at once against one database: one migrates, the rest wait.
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    try {
      await migrate(drizzle(client), { migrationsFolder: resolve(root, "drizzle") });
    } finally {
      await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK]);
    }
    await client.query(
      "insert into app_settings (key, value) values ('auth_secret', $1) on conflict (key) do nothing",
      [randomBytes(32).toString("base64url")],
    );
    const secret = (await client.query("select value from app_settings where key = 'auth_secret'"))
      .rows[0].value;
    const admin = await ensureAdmin(client, { adminUsername, adminPassword, log });
    return { secret, admin };
  } finally {
    client.release();
    await pool.end();
  }
}

/** Migrations only (for restoring a backup into an empty database). */
export async function migrateOnly(databaseUrl, { root }) {
  const { default: pg } = await import("pg");
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate } = await import("drizzle-orm/node-postgres/migrator");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK]);
    await migrate(drizzle(client), { migrationsFolder: resolve(root, "drizzle") });
  } finally {
    await client.end();
  }
}

async function ensureAdmin(client, { adminUsername, adminPassword, log }) {
  const existing = await client.query("select username from users where role = 'admin' limit 1");
  if (existing.rowCount > 0) return null;
  const { hash } = await import("@node-rs/argon2");
  const username = (adminUsername || "admin").trim().toLowerCase();
  const generated = !adminPassword;
  const password = adminPassword || randomBytes(9).toString("base64url");
  await client.query(
    `insert into users (username, name, role, password_hash) values ($1, $2, 'admin', $3)
     on conflict (username) do update set role = 'admin', password_hash = excluded.password_hash`,
    [username, "Shop owner", await hash(password)],
  );
  if (generated) {
    const line = "=".repeat(60);
    log(
      `\n${line}\n  First admin account created\n    username: ${username}\n    password: ${password}\n  Sign in at /login and change it in Settings. It is shown only once.\n${line}\n`,
    );
  } else {
    log(`[setup] admin account "${username}" created from ADMIN_USERNAME / ADMIN_PASSWORD`);
  }
  return { username, password };
}
