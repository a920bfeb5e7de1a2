import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client as Pg } from "pg";
import { sql } from "./api";

/**
 * A database of its own, so a test can stop the schema at an older migration, store the data
 * a shop had then, and watch the newer migrations carry it over.
 */
export async function scratchDatabase(prefix: string) {
  const name = `${prefix}_${Date.now()}_${process.pid}`;
  await sql().query(`create database "${name}"`);
  const url = new URL(process.env.DATABASE_URL!);
  url.pathname = `/${name}`;
  const db = new Pg({ connectionString: url.toString() });
  await db.connect();
  return {
    db,
    url: url.toString(),
    async drop() {
      await db.end();
      await sql().query(`drop database if exists "${name}" with (force)`);
    },
  };
}

/**
 * Applies the migrations of drizzle/ that come before the one whose tag ends with `suffix`
 * ("before"), or that one and all after it ("from").
 */
export async function migrate(db: Pg, part: "before" | "from", suffix: string) {
  const journal = JSON.parse(
    readFileSync(join(process.cwd(), "drizzle/meta/_journal.json"), "utf8"),
  ) as { entries: { tag: string }[] };
  const tags = journal.entries.map((e) => e.tag);
  const at = tags.findIndex((tag) => tag.endsWith(suffix));
  if (at < 0) throw new Error(`No migration ends with ${suffix}`);
  for (const tag of part === "before" ? tags.slice(0, at) : tags.slice(at)) {
    const text = readFileSync(join(process.cwd(), "drizzle", `${tag}.sql`), "utf8");
    for (const statement of text.split("--> statement-breakpoint")) await db.query(statement);
  }
}

/**
 * Migrates as `npm start` does (drizzle's migrator: every pending migration in one
 * transaction), up to the migration whose tag ends with `suffix` ("before") or all of them
 * ("all"). Catches what statement by statement cannot: a new enum value used in the same
 * transaction that added it.
 */
export async function migrateAsTheApp(db: Pg, part: "before" | "all", suffix = "") {
  const { drizzle } = await import("drizzle-orm/node-postgres");
  const { migrate: run } = await import("drizzle-orm/node-postgres/migrator");
  const source = join(process.cwd(), "drizzle");
  let folder = source;
  if (part === "before") {
    const journal = JSON.parse(readFileSync(join(source, "meta/_journal.json"), "utf8")) as {
      entries: { tag: string }[];
    };
    const at = journal.entries.findIndex((e) => e.tag.endsWith(suffix));
    if (at < 0) throw new Error(`No migration ends with ${suffix}`);
    folder = mkdtempSync(join(tmpdir(), "migrations-"));
    mkdirSync(join(folder, "meta"));
    const kept = journal.entries.slice(0, at);
    writeFileSync(
      join(folder, "meta/_journal.json"),
      JSON.stringify({ ...journal, entries: kept }),
    );
    for (const { tag } of kept)
      copyFileSync(join(source, `${tag}.sql`), join(folder, `${tag}.sql`));
  }
  await run(drizzle(db), { migrationsFolder: folder });
}
