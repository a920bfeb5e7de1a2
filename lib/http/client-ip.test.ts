/** @jest-environment node */
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import type * as ClientIp from "./client-ip";

process.env.AUTH_SECRET = "unit-test-secret-for-client-addresses-0";
process.env.DATABASE_URL = "postgres://unit@127.0.0.1/unit";

type Module = typeof ClientIp;

/** lib/env.ts reads the environment once, at import: a fresh copy for each setting. */
function load(trustProxy: string): Module {
  process.env.TRUST_PROXY = trustProxy;
  let loaded: Module | undefined;
  jest.isolateModules(() => {
    loaded = jest.requireActual<Module>("./client-ip");
  });
  return loaded!;
}

/** Sends one request through a real HTTP server and answers the headers its handler saw. */
async function seenBy(headers: Record<string, string>): Promise<IncomingHttpHeaders> {
  const server = createServer((req, res) => {
    res.end(JSON.stringify(req.headers));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  try {
    const response = await fetch(`http://127.0.0.1:${port}/`, { headers });
    return (await response.json()) as IncomingHttpHeaders;
  } finally {
    server.close();
  }
}

const getter = (headers: IncomingHttpHeaders) => (name: string) => {
  const value = headers[name];
  return Array.isArray(value) ? value.join(", ") : value;
};

beforeAll(async () => {
  const { installPeerAddress } = await import("./peer-address");
  installPeerAddress();
});

describe("without TRUST_PROXY", () => {
  it("uses the connection's address, whatever X-Forwarded-For claims", async () => {
    const { clientIpFrom } = load("0");
    for (const claimed of ["203.0.113.9", "198.51.100.1, 203.0.113.9", "unknown"]) {
      const headers = await seenBy({ "x-forwarded-for": claimed });
      expect(clientIpFrom(getter(headers))).toBe("127.0.0.1");
    }
  });

  it("ignores a connection label the client made up itself", async () => {
    const { clientIpFrom } = load("");
    const forged = { "x-punchcard-peer": "0123456789abcdef 203.0.113.9" };
    expect(clientIpFrom((name) => forged[name as keyof typeof forged])).toBe("unknown");
    const headers = await seenBy(forged);
    expect(clientIpFrom(getter(headers))).toBe("127.0.0.1");
  });
});

describe("with TRUST_PROXY=1", () => {
  it("uses only the entry the proxy appended last", async () => {
    const { clientIpFrom } = load("1");
    const headers = await seenBy({ "x-forwarded-for": "198.51.100.7, 10.1.2.3" });
    expect(clientIpFrom(getter(headers))).toBe("10.1.2.3");
    const single = await seenBy({ "x-forwarded-for": "10.1.2.4" });
    expect(clientIpFrom(getter(single))).toBe("10.1.2.4");
  });

  it("falls back to the connection when no proxy added anything", async () => {
    const { clientIpFrom } = load("1");
    expect(clientIpFrom(getter(await seenBy({})))).toBe("127.0.0.1");
  });
});
