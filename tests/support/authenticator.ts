import { createHash, generateKeyPairSync, randomBytes, sign, type KeyObject } from "node:crypto";

/**
 * A software passkey for the API tests: an ES256 key pair, and the bytes a phone would answer
 * a WebAuthn ceremony with (attestation "none", assertions signed over the authenticator data
 * and the client data's hash), built by hand as WebAuthn §6 lays them out. Each field can be
 * bent (origin, relying party, counter, user handle) to test a refusal.
 */

type CreationOptions = {
  challenge: string;
  rp: { id?: string; name: string };
  user: { id: string; name: string; displayName: string };
};
type RequestOptions = { challenge: string; rpId?: string };

const b64url = (bytes: Buffer | Uint8Array) => Buffer.from(bytes).toString("base64url");
const sha256 = (data: Buffer | string) => createHash("sha256").update(data).digest();

// --- A CBOR encoder for what attestation objects and COSE keys hold (RFC 8949). ---
type Cbor = number | string | Buffer | Map<Cbor, Cbor>;

function head(major: number, n: number): Buffer {
  if (n < 24) return Buffer.from([(major << 5) | n]);
  if (n < 0x100) return Buffer.from([(major << 5) | 24, n]);
  if (n < 0x10000) return Buffer.from([(major << 5) | 25, n >> 8, n & 0xff]);
  const four = Buffer.alloc(5);
  four[0] = (major << 5) | 26;
  four.writeUInt32BE(n, 1);
  return four;
}

export function cbor(value: Cbor): Buffer {
  if (typeof value === "number") return value >= 0 ? head(0, value) : head(1, -1 - value);
  if (typeof value === "string") {
    const text = Buffer.from(value, "utf8");
    return Buffer.concat([head(3, text.length), text]);
  }
  if (Buffer.isBuffer(value)) return Buffer.concat([head(2, value.length), value]);
  const parts = [head(5, value.size)];
  for (const [k, v] of value) parts.push(cbor(k), cbor(v));
  return Buffer.concat(parts);
}

// Authenticator data flags (WebAuthn §6.1).
const UP = 0x01;
const UV = 0x04;
const AT = 0x40;

export class SoftAuthenticator {
  readonly credentialId = randomBytes(32);
  private readonly privateKey: KeyObject;
  private readonly cose: Buffer;
  /** The signature counter; stays 0 for an authenticator that keeps none (like iCloud). */
  counter = 0;
  /** The user handle the passkey was made for (base64url), handed back on sign-in. */
  userHandle = "";

  constructor(private readonly keepsCounter = true) {
    const { privateKey, publicKey } = generateKeyPairSync("ec", { namedCurve: "P-256" });
    this.privateKey = privateKey;
    const jwk = publicKey.export({ format: "jwk" });
    // COSE_Key: kty EC2, alg ES256, crv P-256, x, y.
    this.cose = cbor(
      new Map<Cbor, Cbor>([
        [1, 2],
        [3, -7],
        [-1, 1],
        [-2, Buffer.from(jwk.x!, "base64url")],
        [-3, Buffer.from(jwk.y!, "base64url")],
      ]),
    );
  }

  get id() {
    return b64url(this.credentialId);
  }

  private authData(rpId: string, flags: number, counter: number, attested = false): Buffer {
    const count = Buffer.alloc(4);
    count.writeUInt32BE(counter);
    const parts: Buffer[] = [sha256(rpId), Buffer.from([flags | (attested ? AT : 0)]), count];
    if (attested) {
      const length = Buffer.alloc(2);
      length.writeUInt16BE(this.credentialId.length);
      parts.push(Buffer.alloc(16), length, this.credentialId, this.cose);
    }
    return Buffer.concat(parts);
  }

  /** Answers navigator.credentials.create() for these options, as the browser library would. */
  register(
    options: CreationOptions,
    { origin, rpId = options.rp.id ?? "", verified = true }: Bent & { verified?: boolean },
  ) {
    this.userHandle = options.user.id;
    const clientData = Buffer.from(
      JSON.stringify({ type: "webauthn.create", challenge: options.challenge, origin }),
    );
    const authData = this.authData(rpId, UP | (verified ? UV : 0), this.counter, true);
    const attestationObject = cbor(
      new Map<Cbor, Cbor>([
        ["fmt", "none"],
        ["attStmt", new Map()],
        ["authData", authData],
      ]),
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
      response: {
        clientDataJSON: b64url(clientData),
        attestationObject: b64url(attestationObject),
        transports: ["internal"],
      },
    };
  }

  /**
   * Answers navigator.credentials.get(): signs the authenticator data and the client data's
   * hash. The counter rises by one each time unless `counter` says what to send.
   */
  assert(
    options: RequestOptions,
    {
      origin,
      rpId = options.rpId ?? "",
      counter,
      userHandle = this.userHandle,
    }: Bent & { counter?: number; userHandle?: string },
  ) {
    const sent = counter ?? (this.keepsCounter ? this.counter + 1 : 0);
    this.counter = Math.max(this.counter, sent);
    const clientData = Buffer.from(
      JSON.stringify({ type: "webauthn.get", challenge: options.challenge, origin }),
    );
    const authData = this.authData(rpId, UP | UV, sent);
    // ECDSA over authenticatorData ‖ SHA-256(clientDataJSON), DER-encoded as WebAuthn sends it.
    const signature = sign(
      "sha256",
      Buffer.concat([authData, sha256(clientData)]),
      this.privateKey,
    );
    return {
      id: this.id,
      rawId: this.id,
      type: "public-key" as const,
      clientExtensionResults: {},
      authenticatorAttachment: "platform" as const,
      response: {
        clientDataJSON: b64url(clientData),
        authenticatorData: b64url(authData),
        signature: b64url(signature),
        ...(userHandle ? { userHandle } : {}),
      },
    };
  }
}

/** Where the ceremony claims to have happened: the page's origin and the relying party. */
type Bent = { origin: string; rpId?: string };
