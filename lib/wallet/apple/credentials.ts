import { createPrivateKey, sign, verify, X509Certificate, type KeyObject } from "node:crypto";
import forge from "node-forge";
import type { WalletRefusal } from "../messages";

// The owner's Apple pass credentials, checked together before they are saved: a mistake is
// reported on the form's field that holds it, in the words of the wallet screen's catalogue.
// Pure (no env, no database): the connect handler seals what this returns.

export const APPLE_REFUSALS = [
  "p12Unreadable",
  "p12Password",
  "certificateUnreadable",
  "notPassCertificate",
  "keyUnreadable",
  "keyPassphrase",
  "keyMismatch",
  "passTypeMismatch",
  "teamMismatch",
  "certificateExpired",
  "certificateNotYetValid",
  "wwdrUnreadable",
  "wwdrNotIssuer",
] as const satisfies readonly WalletRefusal[];
export type AppleRefusal = (typeof APPLE_REFUSALS)[number];

export type ApplePemInput = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificatePem: string;
  privateKeyPem: string;
  privateKeyPassphrase?: string;
  wwdrPem: string;
};
/** A .p12 as Keychain exports it; the ids, when given, must be the certificate's. */
export type AppleP12Input = {
  passTypeIdentifier?: string;
  teamIdentifier?: string;
  p12Base64: string;
  p12Password: string;
  wwdrPem: string;
};
export type AppleCredentialsInput = ApplePemInput | AppleP12Input;

/** What signs a pass and opens the APNs connection; the key is unencrypted PKCS#8 PEM. */
export type AppleCredentials = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificatePem: string;
  privateKeyPem: string;
  wwdrPem: string;
};

export type AppleProblem = { field: string; reason: AppleRefusal };
export type AppleCredentialsResult =
  | { ok: true; credentials: AppleCredentials; expiresAt: Date }
  | { ok: false; problems: AppleProblem[] };

type Parsed = { certificate: X509Certificate; key: KeyObject };
type Refused = { problems: AppleProblem[] };

const refused = (field: string, reason: AppleRefusal): Refused => ({
  problems: [{ field, reason }],
});

function readCertificate(pem: string): X509Certificate | null {
  try {
    return new X509Certificate(pem.trim());
  } catch {
    return null;
  }
}

/** The PEM fields: the certificate and its key, each reported on its own field. */
function readPem(input: ApplePemInput): Parsed | Refused {
  const problems: AppleProblem[] = [];
  const certificate = readCertificate(input.certificatePem);
  if (!certificate) problems.push({ field: "certificatePem", reason: "certificateUnreadable" });
  let key: KeyObject | null = null;
  try {
    key = createPrivateKey({
      key: input.privateKeyPem.trim(),
      format: "pem",
      // An empty passphrase is none: node asks for one only when the key is encrypted.
      passphrase: input.privateKeyPassphrase || undefined,
    });
    if (key.type !== "private") key = null;
  } catch {
    key = null;
  }
  if (!key) {
    // Both PEM forms of an encrypted key: PKCS#8's own header, or OpenSSL's legacy Proc-Type.
    const encrypted = /ENCRYPTED PRIVATE KEY|Proc-Type:\s*4,ENCRYPTED/.test(input.privateKeyPem);
    problems.push(
      encrypted
        ? { field: "privateKeyPassphrase", reason: "keyPassphrase" }
        : { field: "privateKeyPem", reason: "keyUnreadable" },
    );
  }
  if (!certificate || !key) return { problems };
  return { certificate, key };
}

/** The .p12: its password opens it, and it holds a certificate and a key. */
function readP12(input: AppleP12Input): Parsed | Refused {
  let asn1: forge.asn1.Asn1;
  try {
    const der = Buffer.from(input.p12Base64.replace(/\s+/g, ""), "base64");
    if (der.length === 0) return refused("p12Base64", "p12Unreadable");
    asn1 = forge.asn1.fromDer(der.toString("binary"));
  } catch {
    return refused("p12Base64", "p12Unreadable");
  }
  let p12: forge.pkcs12.Pkcs12Pfx;
  try {
    p12 = forge.pkcs12.pkcs12FromAsn1(asn1, input.p12Password);
  } catch (error) {
    // forge checks the MAC first: a wrong password fails there, a broken file anywhere.
    const wrongPassword = error instanceof Error && /password|MAC/i.test(error.message);
    return wrongPassword
      ? refused("p12Password", "p12Password")
      : refused("p12Base64", "p12Unreadable");
  }
  const bags = (type: string) => p12.getBags({ bagType: type })[type] ?? [];
  const forgeKey = [
    ...bags(forge.pki.oids.pkcs8ShroudedKeyBag!),
    ...bags(forge.pki.oids.keyBag!),
  ].find((bag) => bag.key)?.key;
  const certificates = bags(forge.pki.oids.certBag!)
    .map((bag) => (bag.cert ? readCertificate(forge.pki.certificateToPem(bag.cert)) : null))
    .filter((c): c is X509Certificate => c !== null);
  if (!forgeKey || certificates.length === 0) return refused("p12Base64", "p12Unreadable");
  let key: KeyObject;
  try {
    key = createPrivateKey(forge.pki.privateKeyToPem(forgeKey));
  } catch {
    return refused("p12Base64", "p12Unreadable");
  }
  // Keychain may put the WWDR certificate in the file too: the pass certificate is the key's.
  const certificate = certificates.find((c) => keyMatches(key, c)) ?? certificates[0]!;
  return { certificate, key };
}

/** The key signs what the certificate's public key verifies. */
function keyMatches(key: KeyObject, certificate: X509Certificate): boolean {
  try {
    const data = Buffer.from("punchcard pass certificate check");
    return verify("sha256", data, certificate.publicKey, sign("sha256", data, key));
  } catch {
    return false;
  }
}

/** The subject's attributes (node prints one `KEY=value` a line). */
function subjectOf(certificate: X509Certificate): Map<string, string> {
  const attributes = new Map<string, string>();
  for (const line of certificate.subject.split("\n")) {
    const at = line.indexOf("=");
    if (at > 0) attributes.set(line.slice(0, at), line.slice(at + 1));
  }
  return attributes;
}

/**
 * The owner's Apple credentials, checked: each part parses, the key is the certificate's, the
 * certificate is a Pass Type ID certificate for the ids given (with a .p12, the ids are read
 * from it when left out), valid at `now`, and issued by the WWDR certificate (its name and its
 * signature). Every problem found is returned, each on its field.
 */
export function readAppleCredentials(
  input: AppleCredentialsInput,
  now: Date = new Date(),
): AppleCredentialsResult {
  const fromP12 = "p12Base64" in input && typeof input.p12Base64 === "string";
  const certificateField = fromP12 ? "p12Base64" : "certificatePem";
  const keyField = fromP12 ? "p12Base64" : "privateKeyPem";
  const problems: AppleProblem[] = [];

  const wwdr = readCertificate(input.wwdrPem);
  if (!wwdr) problems.push({ field: "wwdrPem", reason: "wwdrUnreadable" });

  const parsed = fromP12 ? readP12(input as AppleP12Input) : readPem(input as ApplePemInput);
  if ("problems" in parsed) return { ok: false, problems: [...parsed.problems, ...problems] };
  const { certificate, key } = parsed;

  // Apple's subject: UID=<pass type id>, CN=Pass Type ID: <id>, OU=<team id>; its key is RSA
  // (what passkit-generator's signer reads).
  const subject = subjectOf(certificate);
  const passTypeIdentifier = subject.get("UID") ?? "";
  const teamIdentifier = subject.get("OU") ?? "";
  const isPassCertificate =
    passTypeIdentifier.startsWith("pass.") &&
    teamIdentifier !== "" &&
    certificate.publicKey.asymmetricKeyType === "rsa" &&
    !certificate.ca;
  if (!isPassCertificate) {
    problems.push({ field: certificateField, reason: "notPassCertificate" });
  } else {
    if (!keyMatches(key, certificate)) problems.push({ field: keyField, reason: "keyMismatch" });
    const given = (v: string | undefined) => v?.trim() || undefined;
    const passType = given(input.passTypeIdentifier);
    if (passType !== undefined && passType !== passTypeIdentifier) {
      problems.push({ field: "passTypeIdentifier", reason: "passTypeMismatch" });
    }
    const team = given(input.teamIdentifier);
    if (team !== undefined && team !== teamIdentifier) {
      problems.push({ field: "teamIdentifier", reason: "teamMismatch" });
    }
  }

  if (now < certificate.validFromDate) {
    problems.push({ field: certificateField, reason: "certificateNotYetValid" });
  } else if (now > certificate.validToDate) {
    problems.push({ field: certificateField, reason: "certificateExpired" });
  }

  if (wwdr && !(certificate.checkIssued(wwdr) && certificate.verify(wwdr.publicKey))) {
    problems.push({ field: "wwdrPem", reason: "wwdrNotIssuer" });
  }

  if (problems.length > 0 || !wwdr) return { ok: false, problems };
  return {
    ok: true,
    credentials: {
      passTypeIdentifier,
      teamIdentifier,
      certificatePem: certificate.toString(),
      privateKeyPem: key.export({ type: "pkcs8", format: "pem" }).toString(),
      wwdrPem: wwdr.toString(),
    },
    expiresAt: certificate.validToDate,
  };
}
