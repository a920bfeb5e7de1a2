// Who owns a running shop or an embedded PostgreSQL: a small JSON record naming the process
// (pid and command line) that started it. A record whose process is gone (a launcher killed
// with SIGKILL, a crash) is left over; one whose process still runs is never taken over.
// Node built-ins only: the launcher reads these before the dependencies are installed.
import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";

/** @param {number} pid */
export function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user (PostgreSQL's own).
    return /** @type {NodeJS.ErrnoException} */ (error).code === "EPERM";
  }
}

/** The process's command line from /proc ("" where there is no /proc, or it is gone). */
export function commandOf(pid) {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, "utf8").replace(/\0/g, " ").trim();
  } catch {
    return "";
  }
}

/** The parent of `pid`, from /proc (0 where there is no /proc, or it is gone). */
export function parentOf(pid) {
  try {
    return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ")[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * The record in `file` if its process still runs (and is still the same program: a pid the
 * system handed to something else since does not count), else null.
 * @returns {{ pid: number, command?: string, [key: string]: unknown } | null}
 */
export function liveOwner(file) {
  const record = readRecord(file);
  if (!record?.pid || record.pid === process.pid || !alive(record.pid)) return null;
  const now = commandOf(record.pid);
  if (record.command && now && now !== record.command) return null;
  return record;
}

/** The record in `file`, or null when there is none (or it cannot be read). */
export function readRecord(file) {
  if (!existsSync(file)) return null;
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return null;
  }
}

/** Writes `file` naming this process as the owner, with `details` beside it. */
export function writeOwner(file, details = {}) {
  const record = { pid: process.pid, command: commandOf(process.pid), ...details };
  writeFileSync(file, `${JSON.stringify(record)}\n`);
  return record;
}

/** Removes `file` if this process owns it (never another's record). */
export function releaseOwner(file) {
  if (readRecord(file)?.pid === process.pid) rmSync(file, { force: true });
}
