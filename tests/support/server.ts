import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { join } from "node:path";

/**
 * CI's coverage (scripts/lib/coverage.mjs): with TEST_SERVER_COVERAGE set, as it is for the API
 * tests there, an app server a test starts counts the code it runs, like the shared one.
 */
export function serverCoverage(): Record<string, string> {
  const dir = process.env.TEST_SERVER_COVERAGE;
  return dir ? { NODE_V8_COVERAGE: dir } : {};
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() => resolve(typeof address === "object" && address ? address.port : 0));
    });
  });
}

export type AppServer = { url: string; process: ChildProcess; stop: () => Promise<void> };

/** Starts another production app server on the test database (several servers, crashes). */
export async function startAppServer(env: Record<string, string> = {}): Promise<AppServer> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [
      join(process.cwd(), "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: process.cwd(),
      stdio: "ignore",
      env: { ...process.env, ...serverCoverage(), TRUST_PROXY: "1", ...env },
    },
  );
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error("app server exited during start-up");
    try {
      if ((await fetch(`${url}/login`)).status < 500) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error("app server did not start");
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    process: child,
    stop: async () => {
      if (child.exitCode !== null || child.signalCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
    },
  };
}

/** Runs a maintenance script (db:check, backup, restore) and returns its exit code and output. */
export async function runScript(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; output: string }>((resolve) => {
    const child = spawn(process.execPath, [join(process.cwd(), "scripts", script), ...args], {
      cwd: process.cwd(),
      env: { ...process.env, ...env },
    });
    let output = "";
    child.stdout.on("data", (d) => (output += d));
    child.stderr.on("data", (d) => (output += d));
    child.on("exit", (code) => resolve({ code: code ?? 1, output }));
  });
}
