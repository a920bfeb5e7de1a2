import { spawn, type ChildProcess } from "node:child_process";
import { resolve } from "node:path";
import { createInterface } from "node:readline";

/** A private app server and database (see isolated-stack-runner.mjs), driven from a test. */
export type IsolatedStack = {
  baseUrl: string;
  databaseUrl: string;
  admin: { username: string; password: string };
  /** Stops the database; the app server keeps answering. */
  stopDatabase(): Promise<void>;
  /** What the app server has written to its error output so far. */
  serverLog(): Promise<string>;
  close(): Promise<void>;
};

type Message = {
  ready?: boolean;
  dbStopped?: boolean;
  log?: string;
  error?: string;
} & Partial<Omit<IsolatedStack, "serverLog">>;

/** `env`: more environment for the app server (JOBS=0: it works no job queue). */
export async function startIsolatedStack(
  timeoutMs = 120_000,
  env: Record<string, string> = {},
): Promise<IsolatedStack> {
  const child: ChildProcess = spawn(
    process.execPath,
    [resolve(__dirname, "isolated-stack-runner.mjs")],
    {
      stdio: ["pipe", "pipe", "inherit"],
      env: { ...process.env, ...env },
    },
  );
  const waiting: ((m: Message) => void)[] = [];
  const lines = createInterface({ input: child.stdout! });
  lines.on("line", (line) => {
    let message: Message;
    try {
      message = JSON.parse(line) as Message;
    } catch {
      return;
    }
    waiting.shift()?.(message);
  });
  const next = () =>
    new Promise<Message>((res, rej) => {
      const timer = setTimeout(
        () => rej(new Error("isolated stack did not answer in time")),
        timeoutMs,
      );
      child.once("exit", () => rej(new Error("isolated stack exited")));
      waiting.push((m) => {
        clearTimeout(timer);
        res(m);
      });
    });

  const ready = await next();
  if (!ready.ready || !ready.baseUrl || !ready.databaseUrl || !ready.admin) {
    child.kill("SIGTERM");
    throw new Error(`isolated stack failed: ${ready.error ?? "unknown"}`);
  }
  return {
    baseUrl: ready.baseUrl,
    databaseUrl: ready.databaseUrl,
    admin: ready.admin,
    async stopDatabase() {
      const answer = next();
      child.stdin!.write("stop-db\n");
      const message = await answer;
      if (!message.dbStopped) throw new Error("the database did not stop");
    },
    async serverLog() {
      const answer = next();
      child.stdin!.write("log\n");
      const message = await answer;
      if (typeof message.log !== "string") throw new Error("the stack did not answer its log");
      return message.log;
    },
    async close() {
      if (child.exitCode !== null) return;
      const exited = new Promise((r) => child.once("exit", r));
      child.stdin!.end();
      await exited;
    },
  };
}
