/** @jest-environment node */
import { readFileSync } from "node:fs";
import { createServer } from "node:net";
import { join } from "node:path";
import { startApns } from "../../../tests/support/apns-stand-in.mjs";
import { makePassCertificate, makeWalletCa } from "../../../tests/support/wallet-ca.mjs";
import { pushPassUpdates } from "./apns";

// The pushes that wake a pass's iPhones, against the APNs stand-in: HTTP/2, the pass
// certificate as the client certificate, the Pass Type ID as the topic, an empty dictionary.

const TOPIC = "pass.test.apns";
const serverCa = readFileSync(
  join(process.cwd(), "tests/support/push-service-tls/cert.pem"),
  "utf8",
);
const ca = makeWalletCa();
const cert = makePassCertificate(ca, { passTypeIdentifier: TOPIC, teamIdentifier: "TEAMAPNS01" });

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const probe = createServer().listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

let apns: Awaited<ReturnType<typeof startApns>>;
beforeAll(async () => {
  apns = await startApns({ port: await freePort(), clientCaPem: ca.caPem });
});
afterAll(() => apns.stop());

const push = (tokens: string[], over: Partial<Parameters<typeof pushPassUpdates>[0]> = {}) =>
  pushPassUpdates({
    origin: apns.origin,
    certificatePem: cert.certificatePem,
    privateKeyPem: cert.privateKeyPem,
    topic: TOPIC,
    tokens,
    ca: serverCa,
    ...over,
  });

describe("pass update pushes", () => {
  it("reach the device with the Pass Type ID as topic and an empty dictionary", async () => {
    const result = await push(["device-a"]);
    expect(result).toEqual({ sent: ["device-a"], gone: [], failed: [] });
    const [received] = apns.pushes.filter((p) => p.token === "device-a");
    expect(received).toMatchObject({ topic: TOPIC, body: "{}" });
  });

  it("answers which devices are gone: 410 and BadDeviceToken", async () => {
    apns.goneTokens.add("gone-1");
    apns.badTokens.add("bad-1");
    const result = await push(["ok-1", "gone-1", "bad-1"]);
    expect(result.sent).toEqual(["ok-1"]);
    expect(result.gone.sort()).toEqual(["bad-1", "gone-1"]);
    expect(result.failed).toEqual([]);
  });

  it("fails every token when the certificate is not one APNs accepts, and on a wrong topic", async () => {
    const stranger = makePassCertificate(makeWalletCa("stranger"), {
      passTypeIdentifier: TOPIC,
      teamIdentifier: "TEAMAPNS01",
    });
    const refused = await push(["x-1", "x-2"], {
      certificatePem: stranger.certificatePem,
      privateKeyPem: stranger.privateKeyPem,
    });
    expect(refused.sent).toEqual([]);
    expect(refused.failed.map((f) => f.token)).toEqual(["x-1", "x-2"]);

    const wrongTopic = await push(["y-1"], { topic: "pass.test.other" });
    expect(wrongTopic.failed).toEqual([{ token: "y-1", status: 400, reason: "TopicDisallowed" }]);
  });

  it("sends 250 pushes on one connection", async () => {
    const tokens = Array.from({ length: 250 }, (_, i) => `many-${i}`);
    const result = await push(tokens);
    expect(result.sent).toHaveLength(250);
    expect(
      new Set(apns.pushes.filter((p) => p.token.startsWith("many-")).map((p) => p.token)).size,
    ).toBe(250);
  });
});
