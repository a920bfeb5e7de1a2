// The production app server for the scripts that drive it (tests, Lighthouse, screenshots,
// the benchmark): `next start` on a loopback port, ready once /login answers.
import { spawn } from "node:child_process";
import { appendFileSync } from "node:fs";
import { join } from "node:path";

const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * Starts the built app on 127.0.0.1:`port` with `env` over this process's environment and
 * waits until it answers. `keepStderr` keeps the last 40 lines of its errors (for a report)
 * instead of passing them through. `logFile`: its errors are also written there as they come,
 * so a test that met a 500 can read what the server said about it (tests/support/server-log.ts).
 * A server that fails to start is stopped before the error.
 * `nodeArgs` go to Node itself (the benchmark's `--cpu-prof`).
 * Returns `stop()`, which ends it with SIGTERM (SIGKILL after 10 s).
 * @param {{ root: string, port: number, env: Record<string, string | undefined>, keepStderr?: boolean, logFile?: string, timeoutMs?: number, nodeArgs?: string[] }} options
 */
export async function startAppServer({
  root,
  port,
  env,
  keepStderr = false,
  logFile,
  timeoutMs = 60_000,
  nodeArgs = [],
}) {
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(
    process.execPath,
    [
      ...nodeArgs,
      join(root, "node_modules/next/dist/bin/next"),
      "start",
      "-p",
      String(port),
      "-H",
      "127.0.0.1",
    ],
    {
      cwd: root,
      stdio: ["ignore", "ignore", keepStderr || logFile ? "pipe" : "inherit"],
      env: { ...process.env, ...env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  const stderr = [];
  server.stderr?.on("data", (chunk) => {
    if (logFile) {
      appendFileSync(logFile, chunk);
      if (!keepStderr) process.stderr.write(chunk);
    }
    stderr.push(...chunk.toString().split("\n").filter(Boolean));
    stderr.splice(0, Math.max(0, stderr.length - 40));
  });

  async function stop() {
    if (server.exitCode !== null || server.signalCode !== null) return;
    const exited = new Promise((r) => server.once("exit", r));
    server.kill("SIGTERM");
    if ((await Promise.race([exited.then(() => true), sleep(10_000)])) !== true) {
      server.kill("SIGKILL");
      await exited;
    }
  }

  try {
    await waitUntilAnswering(`${url}/login`, server, timeoutMs, stderr);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, pid: server.pid, stderr, stop };
}

async function waitUntilAnswering(url, server, timeoutMs, stderr) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.exitCode !== null) {
      const log = stderr.length ? `:\n${stderr.join("\n")}` : "";
      throw new Error(`the app server exited during start-up${log}`);
    }
    try {
      if ((await fetch(url)).status < 500) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`the app server did not answer at ${url}`);
}
