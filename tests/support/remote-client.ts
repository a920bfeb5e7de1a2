import { randomInt } from "node:crypto";
import type { Answer } from "./api";

/** Like `Client` in api.ts, but for an app server at another address (an isolated stack). */
export class RemoteClient {
  cookie = "";
  readonly ip = `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

  constructor(readonly baseUrl: string) {}

  async call<T = Record<string, unknown>>(
    method: string,
    path: string,
    body?: unknown,
  ): Promise<Answer<T>> {
    const response = await fetch(`${this.baseUrl}${path}`, {
      method,
      redirect: "manual",
      headers: {
        "x-forwarded-for": this.ip,
        ...(this.cookie ? { cookie: this.cookie } : {}),
        ...(body !== undefined ? { "content-type": "application/json" } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const c of response.headers.getSetCookie()) {
      const [pair] = c.split(";");
      if (pair?.includes("session-token")) this.cookie = pair.endsWith("=") ? "" : pair;
    }
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }

  get = <T = Record<string, unknown>>(path: string) => this.call<T>("GET", path);
  post = <T = Record<string, unknown>>(path: string, body?: unknown) =>
    this.call<T>("POST", path, body ?? {});
  delete = <T = Record<string, unknown>>(path: string) => this.call<T>("DELETE", path);

  async login(username: string, password: string) {
    const answer = await this.post("/api/auth/login", { username, password });
    if (answer.status !== 200) throw new Error(`login failed for ${username}: ${answer.status}`);
    return this;
  }
}
