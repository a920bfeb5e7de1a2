import type { GoogleCredentials } from "./credentials";
import { signRs256 } from "./jwt";

// "Add to Google Wallet": a link carrying a JWT signed with the shop's service account key.
// The object is inserted through the API first, so the JWT only names it (and stays short).

export const SAVE_URL = "https://pay.google.com/gp/v/save/";

export type SaveLinkInput = {
  objectId: string;
  classId: string;
  /** The app's origins: the only pages Google lets show the button for this JWT. */
  origins: string[];
};

export function saveJwt(
  credentials: GoogleCredentials,
  { objectId, classId, origins }: SaveLinkInput,
): string {
  return signRs256(
    {
      iss: credentials.clientEmail,
      aud: "google",
      typ: "savetowallet",
      iat: Math.floor(Date.now() / 1000),
      origins,
      payload: { loyaltyObjects: [{ id: objectId, classId }] },
    },
    credentials.privateKeyPem,
  );
}

export function saveLink(credentials: GoogleCredentials, input: SaveLinkInput): string {
  return `${SAVE_URL}${saveJwt(credentials, input)}`;
}
