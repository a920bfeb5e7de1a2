/**
 * @jest-environment node
 */
import { createPublicKey, verify } from "node:crypto";
import { startGoogleWallet } from "@/tests/support/google-wallet-stand-in.mjs";
import { readGoogleCredentials } from "./credentials";
import { SAVE_URL, saveLink } from "./save-link";

describe("saveLink", () => {
  it("is signed with the service account's key and names the object and its class", async () => {
    const google = await startGoogleWallet({ port: 0 });
    try {
      const account = google.makeServiceAccount();
      const read = readGoogleCredentials({
        issuerId: "3388000000022123456",
        serviceAccount: account.json,
      });
      if (!read.ok) throw new Error("stand-in key refused");

      const link = saveLink(read.credentials, {
        objectId: "3388000000022123456.serial-1",
        classId: "3388000000022123456.punchcard",
        origins: ["https://shop.example"],
      });
      expect(link.startsWith(SAVE_URL)).toBe(true);
      const jwt = link.slice(SAVE_URL.length);
      const [header, claims, signature] = jwt.split(".");
      const good = verify(
        "sha256",
        Buffer.from(`${header}.${claims}`),
        createPublicKey(account.publicKeyPem),
        Buffer.from(signature!, "base64url"),
      );
      expect(good).toBe(true);
      expect(JSON.parse(Buffer.from(header!, "base64url").toString())).toEqual({
        alg: "RS256",
        typ: "JWT",
      });
      expect(JSON.parse(Buffer.from(claims!, "base64url").toString())).toEqual({
        iss: account.json.client_email,
        aud: "google",
        typ: "savetowallet",
        iat: expect.any(Number),
        origins: ["https://shop.example"],
        payload: {
          loyaltyObjects: [
            { id: "3388000000022123456.serial-1", classId: "3388000000022123456.punchcard" },
          ],
        },
      });
    } finally {
      await google.stop();
    }
  });
});
