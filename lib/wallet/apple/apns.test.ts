/**
 * @jest-environment node
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { createServer, type Server } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { APNS_CERT, startApns } from "@/tests/support/apns-stand-in.mjs";
import { pushPassUpdates } from "./apns";

const TOPIC = "pass.test.punchcard";

type Identity = { certificatePem: string; privateKeyPem: string };
type Apns = Awaited<ReturnType<typeof startApns>>;

let dir: string;
let caPem: string;
let passIdentity: Identity;
let strangerIdentity: Identity;
let apns: Apns;
// The stand-in's certificate: jest's process may not have NODE_EXTRA_CA_CERTS.
const ca = readFileSync(APNS_CERT, "utf8");

function openssl(...args: string[]) {
  execFileSync("openssl", args, { cwd: dir, stdio: "pipe" });
}

/** A CA (as Apple's WWDR is) and a client certificate it signed for `subject`. */
function makeIdentity(name: string, subject: string): { caPem: string } & Identity {
  const ec = ["-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"];
  openssl(
    "req",
    "-x509",
    ...ec,
    "-keyout",
    `${name}-ca.key`,
    "-out",
    `${name}-ca.pem`,
    "-days",
    "2",
    "-subj",
    `/CN=${name} test CA`,
    "-addext",
    "basicConstraints=critical,CA:TRUE",
    "-addext",
    "keyUsage=critical,keyCertSign,cRLSign",
  );
  openssl("req", "-new", ...ec, "-keyout", `${name}.key`, "-out", `${name}.csr`, "-subj", subject);
  writeFileSync(
    join(dir, `${name}.ext`),
    "basicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=clientAuth\n",
  );
  openssl(
    "x509",
    "-req",
    "-in",
    `${name}.csr`,
    "-CA",
    `${name}-ca.pem`,
    "-CAkey",
    `${name}-ca.key`,
    "-CAcreateserial",
    "-days",
    "2",
    "-extfile",
    `${name}.ext`,
    "-out",
    `${name}.pem`,
  );
  const read = (file: string) => readFileSync(join(dir, file), "utf8");
  return {
    caPem: read(`${name}-ca.pem`),
    certificatePem: read(`${name}.pem`),
    privateKeyPem: read(`${name}.key`),
  };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const token = (n: number) => n.toString(16).padStart(64, "0");

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "apns-test-"));
  const subject = `/UID=${TOPIC}/CN=Pass Type ID: ${TOPIC}/OU=TEAM123`;
  const pass = makeIdentity("apple", subject);
  caPem = pass.caPem;
  passIdentity = pass;
  strangerIdentity = makeIdentity("stranger", subject);
  apns = await startApns({ port: await freePort(), clientCaPem: caPem });
});

afterAll(async () => {
  await apns?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

beforeEach(() => {
  apns.resetPeak();
  apns.pushes.length = 0;
  apns.goneTokens.clear();
  apns.badTokens.clear();
});

const push = (tokens: string[], overrides: Partial<Parameters<typeof pushPassUpdates>[0]> = {}) =>
  pushPassUpdates({ origin: apns.origin, ...passIdentity, topic: TOPIC, tokens, ca, ...overrides });

test("a pass update reaches APNs with the pass type id as topic and an empty dictionary", async () => {
  const outcome = await push([token(1)]);
  expect(outcome).toEqual({ sent: [token(1)], gone: [], failed: [] });
  const [arrived] = await apns.waitFor(1, 2000);
  expect(arrived).toMatchObject({ token: token(1), topic: TOPIC, body: {} });
  expect(arrived.headers).toMatchObject({
    "apns-topic": TOPIC,
    "apns-push-type": "background",
    "apns-priority": "5",
  });
});

test("an unregistered token and a bad one come back as gone, the others are sent", async () => {
  apns.goneTokens.add(token(2));
  apns.badTokens.add(token(3));
  const outcome = await push([token(1), token(2), token(3)]);
  expect(outcome.sent).toEqual([token(1)]);
  expect(outcome.gone).toEqual([token(2), token(3)]);
  expect(outcome.failed).toEqual([]);
});

test("a client certificate from another CA is refused: every token fails", async () => {
  const started = Date.now();
  const outcome = await push([token(1), token(2)], strangerIdentity);
  expect(Date.now() - started).toBeLessThan(3000);
  expect(outcome.sent).toEqual([]);
  expect(outcome.gone).toEqual([]);
  expect(outcome.failed.map((f) => [f.token, f.status])).toEqual([
    [token(1), 0],
    [token(2), 0],
  ]);
  expect(outcome.failed[0]?.reason).toBeTruthy();
  expect(apns.pushes).toHaveLength(0);
});

test("a topic other than the certificate's pass type id fails", async () => {
  const outcome = await push([token(1)], { topic: "pass.other.shop" });
  expect(outcome).toEqual({
    sent: [],
    gone: [],
    failed: [{ token: token(1), status: 400, reason: "TopicDisallowed" }],
  });
});

test("no server at the origin fails every token", async () => {
  const origin = `https://localhost:${await freePort()}`;
  const outcome = await push([token(1), token(2)], { origin });
  expect(outcome.failed).toEqual([
    { token: token(1), status: 0, reason: "ECONNREFUSED" },
    { token: token(2), status: 0, reason: "ECONNREFUSED" },
  ]);
});

test("a server that never answers fails every token once the timeout is up", async () => {
  // One that takes the connection and says nothing, one that takes pushes and never answers.
  // (It reads what comes, or it would never see the client hang up.)
  const silent = createServer((socket) => socket.resume());
  const stalling = createSecureServer({
    key: readFileSync(APNS_CERT.replace("cert.pem", "key.pem")),
    cert: ca,
  });
  stalling.on("stream", () => {});
  const listen = async (server: Server | typeof stalling) => {
    const port = await freePort();
    await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
    return `https://localhost:${port}`;
  };
  try {
    for (const origin of [await listen(silent), await listen(stalling)]) {
      const started = Date.now();
      const outcome = await push([token(1), token(2)], { origin, timeoutMs: 300 });
      expect(outcome.failed).toEqual([
        { token: token(1), status: 0, reason: "Timeout" },
        { token: token(2), status: 0, reason: "Timeout" },
      ]);
      expect(Date.now() - started).toBeLessThan(3000);
    }
  } finally {
    await new Promise((resolve) => silent.close(resolve));
    await new Promise((resolve) => stalling.close(resolve));
  }
});

test("250 tokens in one call all arrive", async () => {
  const tokens = Array.from({ length: 250 }, (_, i) => token(i + 1));
  const outcome = await push(tokens);
  expect(outcome.failed).toEqual([]);
  expect(outcome.sent).toHaveLength(250);
  await apns.waitFor(250, 5000);
  expect(new Set(apns.pushes.map((p) => p.token))).toEqual(new Set(tokens));
  expect(apns.peakStreams()).toBeGreaterThan(1);
  expect(apns.peakStreams()).toBeLessThanOrEqual(100);
});

test("a server allowing fewer streams than that still gets every push", async () => {
  const narrow = await startApns({ port: await freePort(), clientCaPem: caPem, maxStreams: 7 });
  try {
    const tokens = Array.from({ length: 120 }, (_, i) => token(i + 1));
    const outcome = await push(tokens, { origin: narrow.origin });
    expect(outcome.failed).toEqual([]);
    expect(outcome.sent).toHaveLength(120);
    expect(narrow.peakStreams()).toBeLessThanOrEqual(7);
  } finally {
    await narrow.stop();
  }
});
