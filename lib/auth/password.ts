import "server-only";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's defaults (19 MiB, 2 passes): the OWASP baseline.
export async function hashPassword(password: string): Promise<string> {
  return hash(password);
}

/** False for an account without a password, after the same work as a wrong one. */
export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (passwordHash === null) {
    await decoyVerify(password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

// Compared against when the username is unknown, so a miss takes as long as a wrong password.
let decoy: Promise<string> | undefined;
export async function decoyVerify(password: string): Promise<void> {
  decoy ??= hash("decoy-password-for-timing");
  await verifyPassword(await decoy, password);
}
