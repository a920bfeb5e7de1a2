import { spawn, type ChildProcess } from "node:child_process";
import {
  chmodSync,
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  readlinkSync,
  rmSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { freePort, runScript } from "../support/server";

// `npm start` on its own embedded PostgreSQL: starting a fresh cluster and the app takes a while.
jest.setTimeout(300_000);

const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The process that listens on a TCP port (whatever `next start` runs it as), from /proc. */
function listenerPid(port: number): number | null {
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

async function answers(url: string) {
  try {
    return (await fetch(url)).status < 500;
  } catch {
    return false;
  }
}

describe("npm start (the launcher)", () => {
  let dir: string;
  let launcher: ChildProcess | undefined;
  let output = "";

  afterAll(async () => {
    if (launcher && launcher.exitCode === null && launcher.signalCode === null) {
      const exited = new Promise((r) => launcher!.once("exit", r));
      launcher.kill("SIGTERM");
      await exited;
    }
    if (dir) rmSync(dir, { recursive: true, force: true });
  });

  it("brings the app server back after it is killed, and stops cleanly on SIGTERM", async () => {
    dir = mkdtempSync(join(tmpdir(), "punchcard-launcher-"));
    // PostgreSQL runs as its own user, which must be able to reach the folder.
    chmodSync(dir, 0o755);
    const port = await freePort();
    const env = {
      ...process.env,
      DATABASE_URL: "",
      PUNCHCARD_DATA_DIR: dir,
      EMBEDDED_PG_PORT: String(await freePort()),
      PORT: String(port),
      HOST: "127.0.0.1",
      ADMIN_USERNAME: "owner",
      ADMIN_PASSWORD: "owner-password",
    };
    launcher = spawn(process.execPath, [join(process.cwd(), "scripts/start.mjs")], {
      cwd: process.cwd(),
      env,
      stdio: ["ignore", "pipe", "pipe"],
    });
    launcher.stdout!.on("data", (d) => (output += d));
    launcher.stderr!.on("data", (d) => (output += d));
    const exit = new Promise<{ code: number | null; signal: string | null }>((r) =>
      launcher!.once("exit", (code, signal) => r({ code, signal })),
    );
    const url = `http://127.0.0.1:${port}/login`;

    const waitUntil = async (what: string, ok: () => Promise<boolean>, ms: number) => {
      const deadline = Date.now() + ms;
      while (!(await ok())) {
        if (Date.now() > deadline || launcher!.exitCode !== null || launcher!.signalCode) {
          throw new Error(`${what}; launcher output:\n${output.slice(-3000)}`);
        }
        await pause(250);
      }
    };
    await waitUntil("the app did not start", () => answers(url), 180_000);

    // Kill the process that serves the port, as the kernel's out-of-memory killer would.
    const server = listenerPid(port);
    expect(server).not.toBeNull();
    process.kill(server!, "SIGKILL");
    await waitUntil("the app server did not die", async () => listenerPid(port) !== server, 10_000);

    await waitUntil(
      "the app did not come back within 60 s",
      async () => (await answers(url)) && listenerPid(port) !== null,
      60_000,
    );
    expect(listenerPid(port)).not.toBe(server);
    expect(output).toMatch(/app server was killed by SIGKILL; restarting/);

    const check = await runScript("db-check.mjs", [], {
      DATABASE_URL: "",
      PUNCHCARD_DATA_DIR: dir,
    });
    expect(check.output).toContain("All reward invariants hold.");
    expect(check.code).toBe(0);

    // Stopping the service still stops the app and the database, and counts as success.
    launcher.kill("SIGTERM");
    expect(await exit).toEqual({ code: 0, signal: null });
    expect(await answers(url)).toBe(false);
    expect(existsSync(join(dir, "pg", "postmaster.pid"))).toBe(false);
  });
});
