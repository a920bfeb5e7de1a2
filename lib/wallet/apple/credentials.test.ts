/** @jest-environment node */
import { X509Certificate } from "node:crypto";
import {
  makePassCertificate,
  makeWalletCa,
  P12_TEST_PASSWORD,
} from "@/tests/support/wallet-ca.mjs";
import { WALLET_REFUSALS } from "../messages";
import { APPLE_REFUSALS, readAppleCredentials, type AppleProblem } from "./credentials";

const PASS_TYPE = "pass.com.example.card";
const TEAM = "ABCDE12345";
const ids = { passTypeIdentifier: PASS_TYPE, teamIdentifier: TEAM };

const ca = makeWalletCa();
const good = makePassCertificate(ca, ids);
const other = makePassCertificate(ca, { ...ids, passTypeIdentifier: "pass.com.example.other" });

const pemInput = {
  ...ids,
  certificatePem: good.certificatePem,
  privateKeyPem: good.privateKeyPem,
  wwdrPem: ca.caPem,
};
const p12Input = { p12Base64: good.p12Base64, p12Password: P12_TEST_PASSWORD, wwdrPem: ca.caPem };

/** The PEM set of a made certificate (without its .p12, which would be read instead). */
const pem = (made: { certificatePem: string; privateKeyPem: string }) => ({
  ...pemInput,
  certificatePem: made.certificatePem,
  privateKeyPem: made.privateKeyPem,
});

const problemsOf = (result: ReturnType<typeof readAppleCredentials>): AppleProblem[] =>
  result.ok ? [] : result.problems;

describe("readAppleCredentials", () => {
  it("takes a good PEM set: the ids, the certificate, an unencrypted key and its end", () => {
    const result = readAppleCredentials(pemInput);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.credentials).toMatchObject({ ...ids, wwdrPem: ca.caPem });
    expect(result.credentials.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(result.expiresAt).toEqual(new X509Certificate(good.certificatePem).validToDate);
  });

  it("takes a good .p12, reading the ids from its certificate", () => {
    const result = readAppleCredentials(p12Input);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    expect(result.credentials.passTypeIdentifier).toBe(PASS_TYPE);
    expect(result.credentials.teamIdentifier).toBe(TEAM);
    expect(result.credentials.certificatePem).toContain("BEGIN CERTIFICATE");
    expect(result.credentials.privateKeyPem).toMatch(/^-----BEGIN PRIVATE KEY-----/);
    expect(readAppleCredentials({ ...p12Input, ...ids }).ok).toBe(true);
  });

  it("opens an encrypted key with its passphrase, and refuses it without the right one", () => {
    const locked = makePassCertificate(ca, { ...ids, keyPassphrase: "open sesame" });
    const input = { ...pem(locked), privateKeyPassphrase: "open sesame" };
    const result = readAppleCredentials(input);
    expect(result.ok).toBe(true);
    if (result.ok) expect(result.credentials.privateKeyPem).not.toContain("ENCRYPTED");
    expect(problemsOf(readAppleCredentials({ ...input, privateKeyPassphrase: "nope" }))).toEqual([
      { field: "privateKeyPassphrase", reason: "keyPassphrase" },
    ]);
    expect(problemsOf(readAppleCredentials({ ...input, privateKeyPassphrase: undefined }))).toEqual(
      [{ field: "privateKeyPassphrase", reason: "keyPassphrase" }],
    );
  });

  it.each([
    ["a wrong .p12 password", { ...p12Input, p12Password: "wrong" }, "p12Password", "p12Password"],
    [
      "a .p12 that is not one",
      { ...p12Input, p12Base64: "bm90IGEgcDEy" },
      "p12Base64",
      "p12Unreadable",
    ],
    ["an empty .p12", { ...p12Input, p12Base64: "" }, "p12Base64", "p12Unreadable"],
    [
      "a garbage certificate",
      {
        ...pemInput,
        certificatePem: "-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----",
      },
      "certificatePem",
      "certificateUnreadable",
    ],
    [
      "a garbage key",
      { ...pemInput, privateKeyPem: "not a key" },
      "privateKeyPem",
      "keyUnreadable",
    ],
    [
      "a public key for the key",
      {
        ...pemInput,
        privateKeyPem: new X509Certificate(good.certificatePem).publicKey
          .export({ type: "spki", format: "pem" })
          .toString(),
      },
      "privateKeyPem",
      "keyUnreadable",
    ],
    [
      "another certificate's key",
      { ...pemInput, privateKeyPem: other.privateKeyPem },
      "privateKeyPem",
      "keyMismatch",
    ],
    [
      "another pass type id",
      { ...pemInput, passTypeIdentifier: "pass.com.example.other" },
      "passTypeIdentifier",
      "passTypeMismatch",
    ],
    [
      "another pass type id beside a .p12",
      { ...p12Input, passTypeIdentifier: "pass.com.example.other" },
      "passTypeIdentifier",
      "passTypeMismatch",
    ],
    [
      "another team",
      { ...pemInput, teamIdentifier: "ZZZZZ99999" },
      "teamIdentifier",
      "teamMismatch",
    ],
    [
      "another team beside a .p12",
      { ...p12Input, teamIdentifier: "ZZZZZ99999" },
      "teamIdentifier",
      "teamMismatch",
    ],
    [
      "a garbage WWDR",
      { ...pemInput, wwdrPem: "-----BEGIN CERTIFICATE-----\n-----END CERTIFICATE-----" },
      "wwdrPem",
      "wwdrUnreadable",
    ],
    [
      "a WWDR of the same name and another key",
      { ...pemInput, wwdrPem: makeWalletCa("impostor").caPem },
      "wwdrPem",
      "wwdrNotIssuer",
    ],
    [
      "another certificate as the WWDR",
      { ...pemInput, wwdrPem: other.certificatePem },
      "wwdrPem",
      "wwdrNotIssuer",
    ],
    [
      "the CA as the pass certificate",
      { ...pemInput, certificatePem: ca.caPem, privateKeyPem: ca.caKeyPem },
      "certificatePem",
      "notPassCertificate",
    ],
  ] as const)("refuses %s", (_, input, field, reason) => {
    expect(problemsOf(readAppleCredentials(input))).toEqual([{ field, reason }]);
  });

  it("refuses an expired certificate and one not valid yet, on the certificate's field", () => {
    const expired = makePassCertificate(ca, { ...ids, days: -1 });
    expect(problemsOf(readAppleCredentials(pem(expired)))).toEqual([
      { field: "certificatePem", reason: "certificateExpired" },
    ]);
    expect(problemsOf(readAppleCredentials({ ...p12Input, p12Base64: expired.p12Base64 }))).toEqual(
      [{ field: "p12Base64", reason: "certificateExpired" }],
    );
    const later = makePassCertificate(ca, {
      ...ids,
      notBefore: new Date(Date.now() + 3 * 24 * 60 * 60 * 1000),
    });
    expect(problemsOf(readAppleCredentials(pem(later)))).toEqual([
      { field: "certificatePem", reason: "certificateNotYetValid" },
    ]);
    // The same certificate, read a year and a day later.
    const inAYear = new Date(Date.now() + 366 * 24 * 60 * 60 * 1000);
    expect(problemsOf(readAppleCredentials(pemInput, inAYear))).toEqual([
      { field: "certificatePem", reason: "certificateExpired" },
    ]);
  });

  it("reports every problem at once, each on its field", () => {
    const problems = problemsOf(
      readAppleCredentials({
        ...pemInput,
        teamIdentifier: "ZZZZZ99999",
        privateKeyPem: other.privateKeyPem,
        wwdrPem: makeWalletCa("impostor").caPem,
      }),
    );
    expect(problems).toEqual(
      expect.arrayContaining([
        { field: "privateKeyPem", reason: "keyMismatch" },
        { field: "teamIdentifier", reason: "teamMismatch" },
        { field: "wwdrPem", reason: "wwdrNotIssuer" },
      ]),
    );
    expect(problems).toHaveLength(3);
  });

  it("lists only refusals the catalogue has", () => {
    for (const reason of APPLE_REFUSALS) expect(WALLET_REFUSALS).toContain(reason);
  });
});
