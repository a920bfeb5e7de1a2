import { createPrivateKey } from "node:crypto";
import { SignJWT } from "jose";
import type { GoogleCredentials } from "./credentials";

// "Add to Google Wallet": a link carrying a JWT signed with the shop's service account key.
// The object is inserted through the API first, so the JWT only names it (and stays short).

export const SAVE_URL = "https://pay.google.com/gp/v/save/";

export type SaveLinkInput = {
  objectId: string;
  classId: string;
  /** The app's origins: the only pages Google lets show the button for this JWT. */
  origins: string[];
};

export async function saveJwt(
  credentials: GoogleCredentials,
  { objectId, classId, origins }: SaveLinkInput,
): Promise<string> {
  return new SignJWT({
    typ: "savetowallet",
    origins,
    payload: { loyaltyObjects: [{ id: objectId, classId }] },
  })
    .setProtectedHeader({ alg: "RS256", typ: "JWT" })
    .setIssuer(credentials.clientEmail)
    .setAudience("google")
    .setIssuedAt()
    .sign(createPrivateKey(credentials.privateKeyPem));
}

export async function saveLink(
  credentials: GoogleCredentials,
  input: SaveLinkInput,
): Promise<string> {
  return `${SAVE_URL}${await saveJwt(credentials, input)}`;
}
