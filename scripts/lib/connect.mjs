// Finds the database for maintenance commands: DATABASE_URL, or the embedded PostgreSQL in
// ./data/pg (used as it runs if the app is up, else started for the command and stopped after).
import { existsSync, readFileSync } from "node:fs";
import { resolve } from "node:path";

export async function openDatabase(root) {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, close: async () => {} };
  const dir = resolve(root, process.env.PUNCHCARD_DATA_DIR || "data", "pg");
  if (!existsSync(resolve(dir, "PG_VERSION"))) {
    throw new Error(`No database: set DATABASE_URL or run npm start once (nothing in ${dir})`);
  }
  const password = readFileSync(`${dir}.password`, "utf8").trim();
  const pidFile = resolve(dir, "postmaster.pid");
  if (existsSync(pidFile)) {
    const [pid, , , port] = readFileSync(pidFile, "utf8").split("\n");
    let alive = false;
    try {
      process.kill(Number(pid), 0);
      alive = true;
    } catch {
      // stale file
    }
    if (alive) {
      return {
        url: `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`,
        close: async () => {},
      };
    }
  }
  const { startEmbedded } = await import("./embedded-db.mjs");
  const db = await startEmbedded({ dir, port: Number(process.env.EMBEDDED_PG_PORT || 54329) });
  return { url: db.url, close: () => db.stop() };
}
