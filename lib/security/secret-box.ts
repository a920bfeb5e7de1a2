import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from "node:crypto";

// Secrets kept in the database (the wallets' certificates and keys, a pass's token), sealed
// with AES-256-GCM under a key derived from AUTH_SECRET: a copy of the database alone opens
// none of them, and a restore needs the same AUTH_SECRET (docs/backup.md). `purpose` keeps one
// kind of secret from being passed off as another. The caller passes env.AUTH_SECRET.

const VERSION = "v1";

function keyFor(purpose: string, secret: string): Buffer {
  return Buffer.from(hkdfSync("sha256", secret, "punchcard secret box", purpose, 32));
}

/** Seals a text: "v1.iv.tag.ciphertext", each part base64url. */
export function seal(plain: string, purpose: string, secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", keyFor(purpose, secret), iv);
  cipher.setAAD(Buffer.from(purpose));
  const body = Buffer.concat([cipher.update(plain, "utf8"), cipher.final()]);
  const parts = [iv, cipher.getAuthTag(), body].map((b) => b.toString("base64url"));
  return [VERSION, ...parts].join(".");
}

/** Opens what `seal` made for the same purpose; throws on any other text or secret. */
export function open(sealed: string, purpose: string, secret: string): string {
  const [version, iv, tag, body] = sealed.split(".");
  if (version !== VERSION || !iv || !tag || body === undefined) {
    throw new Error("Not a sealed secret");
  }
  const decipher = createDecipheriv(
    "aes-256-gcm",
    keyFor(purpose, secret),
    Buffer.from(iv, "base64url"),
  );
  decipher.setAAD(Buffer.from(purpose));
  decipher.setAuthTag(Buffer.from(tag, "base64url"));
  const plain = Buffer.concat([decipher.update(Buffer.from(body, "base64url")), decipher.final()]);
  return plain.toString("utf8");
}
