import { createPrivateKey, sign } from "node:crypto";

// RS256 JWTs signed with the service account's key: the token grant's assertion and the save
// link. Written on node:crypto rather than jose, which ships only ES modules and so cannot be
// loaded by the unit tests' Jest (jest.config.mjs transforms a fixed list of such packages).

const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");

export function signRs256(claims: Record<string, unknown>, privateKeyPem: string): string {
  const signed = `${encode({ alg: "RS256", typ: "JWT" })}.${encode(claims)}`;
  const signature = sign("sha256", Buffer.from(signed), createPrivateKey(privateKeyPem));
  return `${signed}.${signature.toString("base64url")}`;
}
