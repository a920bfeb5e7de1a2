// A browser's push subscription carries its public key, p256dh, as an uncompressed point of
// the P-256 curve (RFC 8291 §3.1): 0x04, then x and y, 32 bytes each. A key that is not on the
// curve cannot encrypt a message, so it is refused when the subscription arrives instead of
// failing at every send. Plain BigInt arithmetic, so the same check runs anywhere zod does.

// The curve y² = x³ − 3x + b over the prime field p (SEC 2, secp256r1).
const P = 0xffffffff00000001000000000000000000000000ffffffffffffffffffffffffn;
const B = 0x5ac635d8aa3a93e7b3ebbd55769886bc651d06b0cc53b0f63bce3c3e27d2604bn;

const mod = (n: bigint) => ((n % P) + P) % P;

function fromBase64url(text: string): Uint8Array | null {
  if (!/^[A-Za-z0-9_-]*=*$/.test(text)) return null;
  const base64 = text.replace(/=+$/, "").replace(/-/g, "+").replace(/_/g, "/");
  try {
    return Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

const toBigInt = (bytes: Uint8Array) =>
  BigInt(`0x${Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("")}`);

/** True when `key` (base64url) is an uncompressed point on P-256. */
export function isP256Point(key: string): boolean {
  const bytes = fromBase64url(key);
  if (!bytes || bytes.length !== 65 || bytes[0] !== 0x04) return false;
  const x = toBigInt(bytes.subarray(1, 33));
  const y = toBigInt(bytes.subarray(33));
  if (x >= P || y >= P) return false;
  return mod(y * y) === mod(x * x * x - 3n * x + B);
}
