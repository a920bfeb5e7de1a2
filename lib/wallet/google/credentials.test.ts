/**
 * @jest-environment node
 */
import { generateKeyPairSync } from "node:crypto";
import { DEFAULT_TOKEN_URL, GOOGLE_REFUSALS, readGoogleCredentials } from "./credentials";

const ISSUER = "3388000000022123456";
const { privateKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
const PEM = privateKey.export({ format: "pem", type: "pkcs8" }).toString();

function keyFile(overrides: Record<string, unknown> = {}) {
  return {
    type: "service_account",
    project_id: "shop",
    private_key: PEM,
    client_email: "wallet@shop.iam.gserviceaccount.com",
    ...overrides,
  };
}

function reasons(issuerId: string, serviceAccount: string | object) {
  const read = readGoogleCredentials({ issuerId, serviceAccount });
  return read.ok ? [] : read.problems.map((p) => `${p.field}:${p.reason}`);
}

describe("readGoogleCredentials", () => {
  it("reads the key file as text or as an object", () => {
    for (const serviceAccount of [JSON.stringify(keyFile()), keyFile()]) {
      expect(readGoogleCredentials({ issuerId: ` ${ISSUER} `, serviceAccount })).toEqual({
        ok: true,
        credentials: {
          issuerId: ISSUER,
          clientEmail: "wallet@shop.iam.gserviceaccount.com",
          privateKeyPem: PEM,
          tokenUri: DEFAULT_TOKEN_URL,
        },
      });
    }
  });

  it("keeps the key file's token address", () => {
    const read = readGoogleCredentials({
      issuerId: ISSUER,
      serviceAccount: keyFile({ token_uri: "http://127.0.0.1:9/token" }),
    });
    expect(read.ok && read.credentials.tokenUri).toBe("http://127.0.0.1:9/token");
  });

  it("refuses an issuer id that is not digits", () => {
    expect(reasons("issuer-12345678", keyFile())).toEqual(["issuerId:issuerIdFormat"]);
    expect(reasons("", keyFile())).toEqual(["issuerId:issuerIdFormat"]);
  });

  it("refuses a key file that is not JSON", () => {
    expect(reasons(ISSUER, "{not json")).toEqual(["serviceAccount:serviceAccountUnreadable"]);
    expect(reasons(ISSUER, "[1]")).toEqual(["serviceAccount:serviceAccountUnreadable"]);
  });

  it("refuses JSON that is not a service account key", () => {
    expect(reasons(ISSUER, keyFile({ type: "authorized_user" }))).toEqual([
      "serviceAccount:serviceAccountNotKey",
    ]);
    expect(reasons(ISSUER, keyFile({ client_email: undefined }))).toEqual([
      "serviceAccount:serviceAccountNotKey",
    ]);
    expect(reasons(ISSUER, keyFile({ private_key: undefined }))).toEqual([
      "serviceAccount:serviceAccountNotKey",
    ]);
  });

  it("refuses a key that does not parse or cannot sign with RS256", () => {
    const broken = PEM.replace(/[A-Za-z]{12}\n/, "AAAAAAAAAAAA\n").slice(0, 300);
    expect(reasons(ISSUER, keyFile({ private_key: broken }))).toEqual([
      "serviceAccount:serviceAccountKeyBroken",
    ]);
    const ec = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const ecPem = ec.privateKey.export({ format: "pem", type: "pkcs8" }).toString();
    expect(reasons(ISSUER, keyFile({ private_key: ecPem }))).toEqual([
      "serviceAccount:serviceAccountKeyBroken",
    ]);
  });

  it("names every problem at once, each one a known refusal", () => {
    const found = readGoogleCredentials({ issuerId: "x", serviceAccount: "nope" });
    expect(found.ok).toBe(false);
    if (!found.ok) {
      expect(found.problems.map((p) => p.field)).toEqual(["issuerId", "serviceAccount"]);
      for (const p of found.problems) expect(GOOGLE_REFUSALS).toContain(p.reason);
    }
  });
});
