// A stand-in for Apple's certificates, made with the openssl command line: a CA in the place of
// the WWDR G4 intermediate, and Pass Type ID certificates it signs, as the developer portal
// hands them out (the same subject, the same extensions, RSA 2048). Also reads a .pkpass back
// and checks it the way Wallet does: every file's SHA-1 in manifest.json, and the manifest's
// detached PKCS#7 signature against the CA.
//
// Plain JavaScript: the test launcher and the API tests import it as well as the unit tests.
import { execFileSync } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import { mkdtempSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { inflateRawSync } from "node:zlib";

export const P12_TEST_PASSWORD = "p12-test-password";

// Apple's WWDR G4 names itself this way; each test CA does too, so a CA that is not the issuer
// can carry the issuer's very name (only the signature tells them apart).
const WWDR_SUBJECT =
  "/CN=Apple Worldwide Developer Relations Certification Authority/OU=G4/O=Test Apple Inc./C=US";
// Apple's OIDs on a pass certificate: the Pass Type ID extension and the pass-signing usage.
const PASS_TYPE_EXTENSION = "1.2.840.113635.100.6.1.16";
const PASS_SIGNING_USAGE = "1.2.840.113635.100.4.14";
const DAY_MS = 24 * 60 * 60 * 1000;

let root = null;
/** One temp folder per process, removed when it ends. */
function workDir() {
  if (!root) {
    root = mkdtempSync(join(tmpdir(), "wallet-ca-"));
    process.once("exit", () => rmSync(root, { recursive: true, force: true }));
  }
  const dir = mkdtempSync(join(root, "w-"));
  return dir;
}

function openssl(args, cwd, input) {
  try {
    return execFileSync("openssl", args, { cwd, input, stdio: ["pipe", "pipe", "pipe"] });
  } catch (thrown) {
    const error = /** @type {{ stderr?: Buffer, message: string }} */ (thrown);
    const stderr = error.stderr ? error.stderr.toString() : "";
    throw new Error(`openssl ${args[0]} failed: ${stderr || error.message}`);
  }
}

const rsaKey = (dir, file) =>
  openssl(["genpkey", "-algorithm", "RSA", "-pkeyopt", "rsa_keygen_bits:2048", "-out", file], dir);

const cas = new Map();

/**
 * A self-signed CA standing in for Apple's WWDR G4 intermediate, one per `label` and process
 * (every label's CA has the same subject, and its own key).
 * @returns {{ caPem: string, caKeyPem: string }}
 */
export function makeWalletCa(label = "wwdr") {
  const cached = cas.get(label);
  if (cached) return cached;
  const dir = workDir();
  rsaKey(dir, "ca.key");
  writeFileSync(
    join(dir, "ca.cnf"),
    [
      "[req]",
      "distinguished_name = dn",
      "[dn]",
      "[ca_ext]",
      "basicConstraints = critical, CA:TRUE, pathlen:0",
      "keyUsage = critical, keyCertSign, cRLSign",
      "subjectKeyIdentifier = hash",
      "",
    ].join("\n"),
  );
  openssl(
    [
      "req",
      "-x509",
      "-new",
      "-key",
      "ca.key",
      "-subj",
      WWDR_SUBJECT,
      "-days",
      "3650",
      "-sha256",
      "-config",
      "ca.cnf",
      "-extensions",
      "ca_ext",
      "-set_serial",
      `0x${randomBytes(8).toString("hex")}`,
      "-out",
      "ca.pem",
    ],
    dir,
  );
  const ca = {
    caPem: readFileSync(join(dir, "ca.pem"), "utf8"),
    caKeyPem: readFileSync(join(dir, "ca.key"), "utf8"),
  };
  cas.set(label, ca);
  return ca;
}

/** openssl ca's time format (UTCTime, valid to 2049). */
const asn1Time = (date) =>
  date
    .toISOString()
    .replace(/[-:T]/g, "")
    .replace(/\.\d+Z$/, "Z")
    .slice(2);

const passes = new Map();

/**
 * A Pass Type ID certificate signed by `ca`: subject `UID=<id>, CN=Pass Type ID: <id>,
 * OU=<team>, O=Test Shop, C=US`, client-auth usage (it is also APNs's TLS client certificate).
 * Valid from `notBefore` (default: now) for `days`; negative `days` makes one that ended that
 * many days ago (and began a year before). Cached per argument set.
 * @param {{ caPem: string, caKeyPem: string }} ca
 * @param {{ passTypeIdentifier: string, teamIdentifier: string, days?: number,
 *   notBefore?: Date, keyPassphrase?: string, p12Password?: string }} options
 * @returns {{ certificatePem: string, privateKeyPem: string, p12Base64: string }}
 */
export function makePassCertificate(ca, options) {
  const {
    passTypeIdentifier,
    teamIdentifier,
    days = 365,
    notBefore,
    keyPassphrase,
    p12Password = P12_TEST_PASSWORD,
  } = options;
  const cacheKey = JSON.stringify([ca.caPem, options]);
  const cached = passes.get(cacheKey);
  if (cached) return cached;

  const now = Date.now();
  const start = notBefore ?? new Date(days < 0 ? now + (days - 365) * DAY_MS : now - 60_000);
  const end = new Date(days < 0 ? now + days * DAY_MS : start.getTime() + days * DAY_MS);

  const dir = workDir();
  writeFileSync(join(dir, "ca.pem"), ca.caPem);
  writeFileSync(join(dir, "ca.key"), ca.caKeyPem);
  writeFileSync(join(dir, "index.txt"), "");
  writeFileSync(join(dir, "serial"), `${randomBytes(8).toString("hex")}\n`);
  mkdirSync(join(dir, "issued"));
  writeFileSync(
    join(dir, "ca.cnf"),
    [
      "[ca]",
      "default_ca = test_ca",
      "[test_ca]",
      `dir = ${dir}`,
      "database = $dir/index.txt",
      "new_certs_dir = $dir/issued",
      "serial = $dir/serial",
      "certificate = $dir/ca.pem",
      "private_key = $dir/ca.key",
      "default_md = sha256",
      "policy = policy_any",
      "unique_subject = no",
      "copy_extensions = none",
      "[policy_any]",
      "commonName = supplied",
      "[req]",
      "distinguished_name = dn",
      "[dn]",
      "[pass_ext]",
      "basicConstraints = critical, CA:FALSE",
      "keyUsage = critical, digitalSignature",
      `extendedKeyUsage = clientAuth, ${PASS_SIGNING_USAGE}`,
      `${PASS_TYPE_EXTENSION} = ASN1:UTF8String:${passTypeIdentifier}`,
      "subjectKeyIdentifier = hash",
      "authorityKeyIdentifier = keyid",
      "",
    ].join("\n"),
  );
  rsaKey(dir, "pass.key");
  openssl(
    [
      "req",
      "-new",
      "-key",
      "pass.key",
      "-config",
      "ca.cnf",
      "-subj",
      `/UID=${passTypeIdentifier}/CN=Pass Type ID: ${passTypeIdentifier}/OU=${teamIdentifier}/O=Test Shop/C=US`,
      "-out",
      "pass.csr",
    ],
    dir,
  );
  openssl(
    [
      "ca",
      "-batch",
      "-notext",
      "-preserveDN",
      "-config",
      "ca.cnf",
      "-extensions",
      "pass_ext",
      "-startdate",
      asn1Time(start),
      "-enddate",
      asn1Time(end),
      "-in",
      "pass.csr",
      "-out",
      "pass.pem",
    ],
    dir,
  );
  openssl(
    [
      "pkcs12",
      "-export",
      "-inkey",
      "pass.key",
      "-in",
      "pass.pem",
      "-name",
      `Pass Type ID: ${passTypeIdentifier}`,
      "-passout",
      `pass:${p12Password}`,
      "-out",
      "pass.p12",
    ],
    dir,
  );
  if (keyPassphrase !== undefined) {
    openssl(
      [
        "pkcs8",
        "-topk8",
        "-v2",
        "aes-256-cbc",
        "-in",
        "pass.key",
        "-passout",
        `pass:${keyPassphrase}`,
        "-out",
        "pass.enc.key",
      ],
      dir,
    );
  }
  const made = {
    // `openssl ca` writes only the PEM block with -notext.
    certificatePem: readFileSync(join(dir, "pass.pem"), "utf8"),
    privateKeyPem: readFileSync(
      join(dir, keyPassphrase !== undefined ? "pass.enc.key" : "pass.key"),
      "utf8",
    ),
    p12Base64: readFileSync(join(dir, "pass.p12")).toString("base64"),
  };
  passes.set(cacheKey, made);
  return made;
}

/**
 * The files of a zip (stored or deflated entries, as any .pkpass is), read from its central
 * directory. Node has no unzip of its own.
 * @param {Buffer} zip
 * @returns {Record<string, Buffer>}
 */
export function readZip(zip) {
  const END = 0x06054b50;
  let end = zip.length - 22;
  while (end >= 0 && zip.readUInt32LE(end) !== END) end--;
  if (end < 0) throw new Error("not a zip: no end of central directory");
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  /** @type {Record<string, Buffer>} */
  const files = {};
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error("zip: broken central directory");
    const method = zip.readUInt16LE(at + 10);
    const compressedSize = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const extraLength = zip.readUInt16LE(at + 30);
    const commentLength = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString("utf8", at + 46, at + 46 + nameLength);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(dataStart, dataStart + compressedSize);
    if (method === 0) files[name] = Buffer.from(data);
    else if (method === 8) files[name] = inflateRawSync(data);
    else throw new Error(`zip: method ${method} of ${name}`);
    at += 46 + nameLength + extraLength + commentLength;
  }
  return files;
}

/**
 * A .pkpass as Wallet checks it: the manifest lists every other file with its SHA-1 (and no
 * file is missing from it), and `signature` is a detached PKCS#7 signature of manifest.json
 * that chains to `caPem`. `-purpose any`: the signer's usage is Apple's pass signing and client
 * auth, not S/MIME's, which openssl would otherwise require.
 * @param {Buffer} pkpass
 * @param {string} caPem
 * @returns {{ files: Record<string, Buffer>, manifestOk: boolean, signatureOk: boolean,
 *   signatureError?: string }}
 */
export function verifyPkpass(pkpass, caPem) {
  const files = readZip(pkpass);
  const manifestFile = files["manifest.json"];
  const signature = files["signature"];
  let manifestOk = false;
  if (manifestFile) {
    try {
      const manifest = JSON.parse(manifestFile.toString("utf8"));
      const listed = Object.keys(files).filter((n) => n !== "manifest.json" && n !== "signature");
      manifestOk =
        listed.length === Object.keys(manifest).length &&
        listed.every(
          (name) => manifest[name] === createHash("sha1").update(files[name]).digest("hex"),
        );
    } catch {
      manifestOk = false;
    }
  }
  let signatureOk = false;
  let signatureError;
  if (manifestFile && signature) {
    const dir = workDir();
    writeFileSync(join(dir, "manifest.json"), manifestFile);
    writeFileSync(join(dir, "signature"), signature);
    writeFileSync(join(dir, "ca.pem"), caPem);
    try {
      openssl(
        [
          "smime",
          "-verify",
          "-binary",
          "-inform",
          "DER",
          "-in",
          "signature",
          "-content",
          "manifest.json",
          "-CAfile",
          "ca.pem",
          "-purpose",
          "any",
          "-out",
          "/dev/null",
        ],
        dir,
      );
      signatureOk = true;
    } catch (error) {
      signatureError = /** @type {Error} */ (error).message;
    }
  }
  return { files, manifestOk, signatureOk, ...(signatureError ? { signatureError } : {}) };
}

/**
 * The test run's one CA, shared by every process: the launcher makes it and names its folder
 * in WALLET_TEST_CA (ca.pem, ca.key), so the APNs stand-in trusts the pass certificates the
 * tests make with it. Without the variable (a lone unit test), this process's own.
 * @returns {{ caPem: string, caKeyPem: string }}
 */
export function sharedWalletCa() {
  const dir = process.env.WALLET_TEST_CA;
  if (!dir) return makeWalletCa();
  return {
    caPem: readFileSync(join(dir, "ca.pem"), "utf8"),
    caKeyPem: readFileSync(join(dir, "ca.key"), "utf8"),
  };
}

/** Writes `ca` where sharedWalletCa finds it; returns the folder. */
export function saveWalletCa(ca, dir) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, "ca.pem"), ca.caPem);
  writeFileSync(join(dir, "ca.key"), ca.caKeyPem);
  return dir;
}
