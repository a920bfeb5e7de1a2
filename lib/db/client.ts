import "server-only";
import { drizzle, type NodePgDatabase } from "drizzle-orm/node-postgres";
import { Pool } from "pg";
import { env } from "@/lib/env";
import * as schema from "./schema";

export type Db = NodePgDatabase<typeof schema>;
export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

function createPool() {
  const pool = new Pool({ connectionString: env.DATABASE_URL, max: env.DB_POOL_MAX });
  // An idle client losing its connection (database restart) must not crash the server.
  pool.on("error", (error) => console.error("[db] idle client error:", error.message));
  return pool;
}

// One pool per process, kept across hot reloads in development.
const globalForDb = globalThis as unknown as { punchcardPool?: Pool };
export const pool = globalForDb.punchcardPool ?? createPool();
globalForDb.punchcardPool = pool;

export const db: Db = drizzle(pool, { schema });
