#!/usr/bin/env node
// `npm run db:backup [FILE]`: writes the whole database (uploads included) to a gzipped file.
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { backup } from "./lib/backup.mjs";
import { openDatabase } from "./lib/connect.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const file = resolve(
  process.argv[2] || `punchcard-backup-${new Date().toISOString().replace(/[:.]/g, "-")}.jsonl.gz`,
);
const db = await openDatabase(root);
try {
  await backup(db.url, file);
  console.log(`Backup written to ${file}`);
} catch (error) {
  console.error(`[db:backup] ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
} finally {
  await db.close();
}
