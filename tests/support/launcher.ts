// Drives `npm start` (scripts/start.mjs) in a test: a launcher on its own data folder and
// ports, its output kept, and the processes it runs found through /proc.
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, readFileSync, readdirSync, readlinkSync } from "node:fs";
import { join } from "node:path";
import { serverCoverage } from "./server";

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The process that listens on a TCP port (whatever `next start` runs it as), from /proc. */
export function listenerPid(port: number): number | null {
  const hexPort = port.toString(16).toUpperCase().padStart(4, "0");
  const inodes = new Set<string>();
  for (const table of ["/proc/net/tcp", "/proc/net/tcp6"]) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, "utf8").split("\n").slice(1)) {
      const fields = line.trim().split(/\s+/);
      // local address is "ADDR:PORT", state 0A is LISTEN, the inode is the tenth field.
      if (fields[1]?.endsWith(`:${hexPort}`) && fields[3] === "0A") inodes.add(fields[9]!);
    }
  }
  if (!inodes.size) return null;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let fds: string[];
    try {
      fds = readdirSync(`/proc/${pid}/fd`);
    } catch {
      continue;
    }
    for (const fd of fds) {
      try {
        const target = readlinkSync(`/proc/${pid}/fd/${fd}`);
        if (inodes.has(target.slice("socket:[".length, -1))) return Number(pid);
      } catch {
        // closed meanwhile
      }
    }
  }
  return null;
}

/** The status a GET answers, or 0 when nothing answers. */
export async function statusOf(url: string): Promise<number> {
  try {
    const response = await fetch(url, { redirect: "manual" });
    await response.arrayBuffer();
    return response.status;
  } catch {
    return 0;
  }
}

/** The pid in PostgreSQL's postmaster.pid of a data folder, or null. */
export function postmasterPid(pgDir: string): number | null {
  const file = join(pgDir, "postmaster.pid");
  return existsSync(file) ? Number(readFileSync(file, "utf8").split("\n")[0]) : null;
}

export type Launcher = {
  process: ChildProcess;
  /** Everything it printed so far. */
  output: () => string;
  exit: Promise<{ code: number | null; signal: string | null }>;
  /** Waits until `ok` holds, failing early (with the output) when the launcher ends. */
  waitUntil: (what: string, ok: () => Promise<boolean> | boolean, ms: number) => Promise<void>;
  stop: () => Promise<void>;
};

/** Starts scripts/start.mjs with `env` over this process's environment. */
export function startLauncher(env: Record<string, string>): Launcher {
  const child = spawn(process.execPath, [join(process.cwd(), "scripts/start.mjs")], {
    cwd: process.cwd(),
    env: { ...process.env, ...serverCoverage(), ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (d) => (output += d));
  child.stderr!.on("data", (d) => (output += d));
  const exit = new Promise<{ code: number | null; signal: string | null }>((r) =>
    child.once("exit", (code, signal) => r({ code, signal })),
  );
  const ended = () => child.exitCode !== null || child.signalCode !== null;
  return {
    process: child,
    output: () => output,
    exit,
    async waitUntil(what, ok, ms) {
      const deadline = Date.now() + ms;
      while (!(await ok())) {
        if (Date.now() > deadline || ended()) {
          throw new Error(`${what}; launcher output:\n${output.slice(-3000)}`);
        }
        await pause(250);
      }
    },
    async stop() {
      if (ended()) return;
      child.kill("SIGTERM");
      await exit;
    },
  };
}
