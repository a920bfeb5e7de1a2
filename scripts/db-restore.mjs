#!/usr/bin/env node
// `npm run db:restore FILE`: migrates an empty database and loads a backup into it.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { restore } from "./lib/backup.mjs";
import { openDatabase } from "./lib/connect.mjs";
import { migrateOnly } from "./lib/prepare-db.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const file = process.argv[2];
if (!file) {
  console.error("Usage: npm run db:restore FILE");
  process.exit(2);
}
const db = await openDatabase(root);
try {
  await migrateOnly(db.url, { root });
  const counts = await restore(db.url, resolve(file));
  console.log("Restored:", counts);
} catch (error) {
  console.error(`[db:restore] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
