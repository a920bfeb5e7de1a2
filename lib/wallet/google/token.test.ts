/**
 * @jest-environment node
 */
import { startGoogleWallet } from "@/tests/support/google-wallet-stand-in.mjs";
import { readGoogleCredentials, type GoogleCredentials } from "./credentials";
import { accessToken, forgetAccessToken, WALLET_SCOPE } from "./token";

describe("accessToken", () => {
  let google: Awaited<ReturnType<typeof startGoogleWallet>>;
  beforeAll(async () => {
    google = await startGoogleWallet({ port: 0 });
  });
  afterAll(() => google.stop());

  function credentials(): GoogleCredentials {
    const read = readGoogleCredentials({
      issuerId: "3388000000022123456",
      serviceAccount: google.makeServiceAccount().json,
    });
    if (!read.ok) throw new Error("stand-in key refused");
    return read.credentials;
  }

  it("trades a signed assertion for a token, asked once while it lasts", async () => {
    const account = credentials();
    google.requests.length = 0;
    const [first, second] = await Promise.all([
      accessToken(account, { tokenUrl: google.tokenUrl }),
      accessToken(account, { tokenUrl: google.tokenUrl }),
    ]);
    expect(first).toMatch(/^ya29\./);
    expect(second).toBe(first);
    expect(await accessToken(account, { tokenUrl: google.tokenUrl })).toBe(first);
    expect(google.requests).toHaveLength(1);

    const form = new URLSearchParams(String(google.requests[0]!.body));
    expect(form.get("grant_type")).toBe("urn:ietf:params:oauth:grant-type:jwt-bearer");
    const claims = JSON.parse(
      Buffer.from(form.get("assertion")!.split(".")[1]!, "base64url").toString(),
    );
    expect(claims).toMatchObject({
      iss: account.clientEmail,
      scope: WALLET_SCOPE,
      aud: google.tokenUrl,
    });
    expect(claims.exp - claims.iat).toBe(3600);

    forgetAccessToken(account, { tokenUrl: google.tokenUrl });
    expect(await accessToken(account, { tokenUrl: google.tokenUrl })).not.toBe(first);
  });

  it("keeps a token per service account", async () => {
    const one = await accessToken(credentials(), { tokenUrl: google.tokenUrl });
    const two = await accessToken(credentials(), { tokenUrl: google.tokenUrl });
    expect(one).not.toBe(two);
  });

  it("throws what Google says when it refuses the assertion", async () => {
    const stranger = { ...credentials(), clientEmail: "someone@elsewhere.iam.gserviceaccount.com" };
    await expect(accessToken(stranger, { tokenUrl: google.tokenUrl })).rejects.toThrow(
      /refused.*401.*no such account/,
    );
  });
});
