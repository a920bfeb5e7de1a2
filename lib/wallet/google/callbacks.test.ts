/**
 * @jest-environment node
 */
import { generateKeyPairSync } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { startGoogleWallet } from "@/tests/support/google-wallet-stand-in.mjs";
import { lengthValue, verifyCallback } from "./callbacks";

const ISSUER = "3388000000022123456";
const CLASS_ID = `${ISSUER}.punchcard`;
const OBJECT_ID = `${ISSUER}.serial-1`;

describe("verifyCallback", () => {
  let google: Awaited<ReturnType<typeof startGoogleWallet>>;
  let receiver: Server;
  let received: string[] = [];
  let receiverUrl = "";

  beforeAll(async () => {
    google = await startGoogleWallet({ port: 0 });
    receiver = createServer((req, res) => {
      let body = "";
      req.on("data", (chunk) => (body += chunk));
      req.on("end", () => {
        received.push(body);
        res.end("ok");
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
    receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/callback`;
  });
  afterAll(async () => {
    await google.stop();
    await new Promise((resolve) => receiver.close(resolve));
  });
  beforeEach(() => {
    received = [];
  });

  const options = () => ({ issuerId: ISSUER, keysUrl: google.keysUrl });
  const signed = (overrides: Record<string, unknown> = {}) =>
    google.signCallback({ issuerId: ISSUER, classId: CLASS_ID, objectId: OBJECT_ID, ...overrides });

  it("lays out the signed parts as Tink does", () => {
    expect(lengthValue("ab", "").toString("hex")).toBe("020000006162" + "00000000");
  });

  it("takes a callback the stand-in sent, as Google sends it", async () => {
    const response = await google.sendCallback({
      url: receiverUrl,
      issuerId: ISSUER,
      classId: CLASS_ID,
      objectId: OBJECT_ID,
      eventType: "del",
      nonce: "nonce-1",
    });
    expect(response.status).toBe(200);
    expect(received).toHaveLength(1);
    await expect(verifyCallback(received[0], options())).resolves.toEqual({
      eventType: "del",
      classId: CLASS_ID,
      objectId: OBJECT_ID,
      nonce: "nonce-1",
      expTimeMillis: expect.any(Number),
    });
    const parsed = JSON.parse(received[0]!);
    await expect(verifyCallback(parsed, options())).resolves.toMatchObject({ eventType: "del" });
  });

  it("refuses a message changed after signing", async () => {
    const body = signed({ eventType: "save" });
    body.signedMessage = body.signedMessage.replace('"save"', '"del"');
    await expect(verifyCallback(body, options())).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("refuses a message signed for another issuer", async () => {
    const body = signed({ issuerId: "1234567890123" });
    await expect(verifyCallback(body, options())).rejects.toMatchObject({ code: "unauthorized" });
  });

  it("refuses an intermediate key not signed by Google's root key", async () => {
    const other = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const body = signed({ rootKey: other.privateKey });
    await expect(verifyCallback(body, options())).rejects.toThrow(/not signed by Google/);
  });

  it("refuses an expired intermediate key or message", async () => {
    await expect(
      verifyCallback(signed({ keyExpiration: Date.now() - 1000 }), options()),
    ).rejects.toThrow(/intermediate key has expired/);
    await expect(
      verifyCallback(signed({ expTimeMillis: Date.now() - 1000 }), options()),
    ).rejects.toThrow(/message has expired/);
  });

  it("refuses what is not a callback", async () => {
    await expect(verifyCallback("not json", options())).rejects.toMatchObject({
      code: "bad_request",
    });
    await expect(
      verifyCallback({ ...signed(), protocolVersion: "ECv2" }, options()),
    ).rejects.toMatchObject({ code: "bad_request" });
  });

  it("fetches Google's keys once an hour", async () => {
    await verifyCallback(signed(), options());
    const before = google.requests.filter((r) => r.path === "/gp/m/issuer/keys").length;
    await verifyCallback(signed(), options());
    await verifyCallback(signed(), options());
    const after = google.requests.filter((r) => r.path === "/gp/m/issuer/keys").length;
    expect(after - before).toBe(0);
  });
});
