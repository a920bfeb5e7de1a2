/**
 * @jest-environment node
 */
import { startGoogleWallet } from "@/tests/support/google-wallet-stand-in.mjs";
import { readGoogleCredentials, type GoogleCredentials } from "./credentials";
import {
  GoogleApiError,
  hexColor,
  loyaltyClassBody,
  loyaltyObjectBody,
  walletClient,
} from "./objects";
import { rateLimiter } from "./rate";
import { samplePassContent } from "./test-content";

const ISSUER = "3388000000022123456";

describe("loyaltyClassBody", () => {
  it("is the shop's class, one holder per card, with its callback", () => {
    expect(
      loyaltyClassBody({
        issuerId: ISSUER,
        classSuffix: "punchcard",
        shopName: "Corner Café",
        logoUrl: "https://shop.example/wallet/logo.png",
        background: "#1A2B3C",
        callbackUrl: "https://shop.example/api/wallet/google/callback",
      }),
    ).toEqual({
      id: `${ISSUER}.punchcard`,
      issuerName: "Corner Café",
      programName: "Corner Café",
      programLogo: {
        sourceUri: { uri: "https://shop.example/wallet/logo.png" },
        contentDescription: { defaultValue: { language: "en", value: "Corner Café" } },
      },
      hexBackgroundColor: "#1a2b3c",
      reviewStatus: "UNDER_REVIEW",
      callbackOptions: { url: "https://shop.example/api/wallet/google/callback" },
      multipleDevicesAndHoldersAllowedStatus: "ONE_USER_ALL_DEVICES",
    });
  });
});

describe("loyaltyObjectBody", () => {
  it("maps what the pass shows", () => {
    const body = loyaltyObjectBody({
      issuerId: ISSUER,
      classSuffix: "punchcard",
      content: samplePassContent(),
      heroUrl: "https://shop.example/wallet/hero/7-10.png",
    });
    expect(body).toEqual({
      id: `${ISSUER}.0b6f5c1e-2d4a-4f7e-9a3b-5c6d7e8f9a0b`,
      classId: `${ISSUER}.punchcard`,
      state: "ACTIVE",
      accountId: "PC-7KQ2M",
      accountName: "7KQ2M",
      loyaltyPoints: { label: "Stamps", balance: { string: "7 / 10" } },
      barcode: { type: "QR_CODE", value: "PC-7KQ2M", alternateText: "7KQ2M" },
      textModulesData: [
        { id: "next", header: "Next reward", body: "Free coffee" },
        { id: "waiting", header: "Rewards waiting", body: "1" },
        { id: "level", header: "Level", body: "3" },
        { id: "tier", header: "Tier", body: "Gold" },
        { id: "terms", header: "Terms", body: "One stamp a visit." },
      ],
      heroImage: {
        sourceUri: { uri: "https://shop.example/wallet/hero/7-10.png" },
        contentDescription: {
          defaultValue: { language: "en", value: "Loyalty card of Corner Café" },
        },
      },
      hexBackgroundColor: "#1a2b3c",
      locations: [{ latitude: 52.52, longitude: 13.405 }],
    });
  });

  it("is INACTIVE once voided", () => {
    const body = loyaltyObjectBody({
      issuerId: ISSUER,
      classSuffix: "punchcard",
      content: samplePassContent({ voided: true }),
    });
    expect(body.state).toBe("INACTIVE");
    expect(body).not.toHaveProperty("heroImage");
  });

  it("takes the colours as Google wants them", () => {
    expect(hexColor("#ABC")).toBe("#aabbcc");
    expect(hexColor("rgb(255,0,16)")).toBe("#ff0010");
    expect(() => hexColor("blue")).toThrow();
  });
});

describe("walletClient against the stand-in", () => {
  let google: Awaited<ReturnType<typeof startGoogleWallet>>;
  let credentials: GoogleCredentials;

  beforeAll(async () => {
    google = await startGoogleWallet({ port: 0 });
  });
  afterAll(() => google.stop());

  beforeEach(() => {
    const read = readGoogleCredentials({
      issuerId: ISSUER,
      serviceAccount: google.makeServiceAccount().json,
    });
    if (!read.ok) throw new Error("stand-in key refused");
    credentials = read.credentials;
    google.requests.length = 0;
    google.classes.clear();
    google.objects.clear();
  });

  function client() {
    return walletClient({
      credentials,
      apiBase: google.apiBase,
      tokenUrl: google.tokenUrl,
      limiter: rateLimiter(1000),
      retryDelayMs: 10,
    });
  }

  const classBody = (shopName: string) =>
    loyaltyClassBody({
      issuerId: ISSUER,
      classSuffix: "punchcard",
      shopName,
      logoUrl: "https://shop.example/logo.png",
      background: "#123456",
      callbackUrl: "https://shop.example/callback",
    });
  const objectBody = (value: string) =>
    loyaltyObjectBody({
      issuerId: ISSUER,
      classSuffix: "punchcard",
      content: samplePassContent({
        count: { key: "stamps", label: "Stamps", value },
      }),
    });

  it("inserts the class, then patches it; inserts the object, then patches it", async () => {
    const wallet = client();
    await wallet.ensureClass(classBody("Corner Café"));
    await wallet.ensureClass(classBody("Corner Café & Bakery"));
    expect(google.classes.get(`${ISSUER}.punchcard`)?.programName).toBe("Corner Café & Bakery");

    const object = objectBody("7 / 10");
    await wallet.insertObject(object);
    const id = String(object.id);
    expect(google.objects.get(id)?.loyaltyPoints).toEqual({
      label: "Stamps",
      balance: { string: "7 / 10" },
    });
    // A second insert (a retried job) patches what is there.
    await wallet.insertObject(objectBody("8 / 10"));
    await wallet.patchObject(id, objectBody("9 / 10"), { notify: true });
    await wallet.patchObject(id, objectBody("10 / 10"));
    expect(google.objects.get(id)?.loyaltyPoints.balance.string).toBe("10 / 10");
    expect(await wallet.getObject(id)).toMatchObject({ id, state: "ACTIVE" });
    expect(await wallet.getObject(`${ISSUER}.missing`)).toBeNull();

    const calls = google.requests.map((r) => `${r.method} ${r.path}`);
    const classPath = `/walletobjects/v1/loyaltyClass/${ISSUER}.punchcard`;
    const objectPath = `/walletobjects/v1/loyaltyObject/${id}`;
    expect(calls).toEqual([
      "POST /token",
      `GET ${classPath}`,
      "POST /walletobjects/v1/loyaltyClass",
      `GET ${classPath}`,
      `PATCH ${classPath}`,
      "POST /walletobjects/v1/loyaltyObject",
      "POST /walletobjects/v1/loyaltyObject",
      `PATCH ${objectPath}`,
      `PATCH ${objectPath}`,
      `PATCH ${objectPath}`,
      `GET ${objectPath}`,
      `GET /walletobjects/v1/loyaltyObject/${ISSUER}.missing`,
    ]);
    const patches = google.requests.filter((r) => r.method === "PATCH" && r.path === objectPath);
    expect(patches.map((r) => r.body.notifyPreference)).toEqual([
      undefined,
      "notifyOnUpdate",
      undefined,
    ]);
  });

  it("retries 429 and 5xx twice, then throws Google's message", async () => {
    const wallet = client();
    await wallet.ensureClass(classBody("Corner Café"));
    google.failNext(503, 2);
    await wallet.insertObject(objectBody("1 / 10"));
    expect(google.objects.size).toBe(1);

    google.failNext(429, 3, "Quota exceeded");
    await expect(wallet.patchObject(`${ISSUER}.x`, objectBody("2 / 10"))).rejects.toThrow(
      new GoogleApiError(429, "Quota exceeded"),
    );
    google.failNext(400, 1, "Invalid barcode");
    const refused = wallet.insertObject(objectBody("3 / 10"));
    await expect(refused).rejects.toMatchObject({ status: 400 });
    await expect(wallet.patchObject(`${ISSUER}.unknown`, objectBody("2 / 10"))).rejects.toThrow(
      /404: Resource not found/,
    );
  });

  it("takes a new token when Google no longer takes the kept one", async () => {
    const wallet = client();
    await wallet.ensureClass(classBody("Corner Café"));
    google.revokeTokens();
    await wallet.ensureClass(classBody("Corner Café"));
    expect(google.requests.filter((r) => r.path === "/token")).toHaveLength(2);
  });
});
