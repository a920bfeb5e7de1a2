/** @jest-environment node */
import sharp from "sharp";
import { makePassCertificate, makeWalletCa, verifyPkpass } from "@/tests/support/wallet-ca.mjs";
import type { PassContent } from "../content";
import { readAppleCredentials, type AppleCredentials } from "./credentials";
import { buildApplePass, rgb } from "./pass";

const ca = makeWalletCa();
const ids = { passTypeIdentifier: "pass.com.example.card", teamIdentifier: "ABCDE12345" };
const made = makePassCertificate(ca, ids);

function credentialsOf(): AppleCredentials {
  const read = readAppleCredentials({
    ...ids,
    certificatePem: made.certificatePem,
    privateKeyPem: made.privateKeyPem,
    wwdrPem: ca.caPem,
  });
  if (!read.ok) throw new Error(JSON.stringify(read.problems));
  return read.credentials;
}

const square = (side: number, fill: string) =>
  sharp({ create: { width: side, height: side, channels: 4, background: fill } })
    .png()
    .toBuffer();

const TOKEN = "a".repeat(8) + "0123456789abcdef0123456789";
const WEB_SERVICE = "http://127.0.0.1:3999/api/wallet/apple";

async function contentOf(overrides: Partial<PassContent> = {}): Promise<PassContent> {
  return {
    serial: "4f5e0a4c-6f1e-4f7a-9f55-3a1a3c0e9b11",
    locale: "en",
    shopName: "Corner Café",
    description: "Loyalty card of Corner Café",
    colors: { background: "#7c2d12", foreground: "#ffffff", label: "#fde68a" },
    logo: await sharp({ create: { width: 400, height: 100, channels: 4, background: "#000" } })
      .png()
      .toBuffer(),
    icon: await square(180, "#0f766e"),
    stamps: { filled: 7, total: 10, icon: "cup" },
    count: { key: "count", label: "Stamps", value: "7 / 10" },
    secondary: [
      { key: "next", label: "Next reward", value: "Free coffee in 3" },
      {
        key: "waiting",
        label: "Rewards waiting",
        value: "1",
        changeMessage: "You have %@ rewards waiting",
      },
    ],
    auxiliary: [{ key: "level", label: "Level", value: "Gold" }],
    back: [{ key: "terms", label: "Terms", value: "One stamp a visit." }],
    barcode: { message: "PC-7KQ2M9", altText: "PC-7KQ2M9" },
    locations: Array.from({ length: 12 }, (_, i) => ({
      latitude: 48.85 + i / 100,
      longitude: 2.35,
      relevantText: "Corner Café is near",
    })),
    voided: false,
    updatedAt: new Date("2026-01-02T03:04:05Z"),
    ...overrides,
  };
}

const input = async (overrides: Partial<PassContent> = {}) => ({
  credentials: credentialsOf(),
  content: await contentOf(overrides),
  authenticationToken: TOKEN,
  webServiceURL: WEB_SERVICE,
  organizationName: "Corner Café SARL",
});

/** What the tests read of pass.json. */
type PassJson = Record<string, unknown> & {
  storeCard: Record<
    "primaryFields" | "secondaryFields" | "auxiliaryFields" | "backFields",
    unknown
  >;
  locations: unknown[];
};

describe("buildApplePass", () => {
  let files: Record<string, Buffer>;
  let passJson: PassJson;

  beforeAll(async () => {
    const pkpass = await buildApplePass(await input());
    const checked = verifyPkpass(pkpass, ca.caPem);
    expect(checked.signatureError).toBeUndefined();
    expect(checked).toMatchObject({ manifestOk: true, signatureOk: true });
    files = checked.files;
    passJson = JSON.parse(files["pass.json"]!.toString("utf8"));
  });

  it("is a signed store card for the shop's pass type, team and web service", () => {
    expect(passJson).toMatchObject({
      formatVersion: 1,
      passTypeIdentifier: ids.passTypeIdentifier,
      teamIdentifier: ids.teamIdentifier,
      serialNumber: "4f5e0a4c-6f1e-4f7a-9f55-3a1a3c0e9b11",
      description: "Loyalty card of Corner Café",
      organizationName: "Corner Café SARL",
      logoText: "Corner Café",
      webServiceURL: WEB_SERVICE,
      authenticationToken: TOKEN,
      voided: false,
      backgroundColor: "rgb(124, 45, 18)",
      foregroundColor: "rgb(255, 255, 255)",
      labelColor: "rgb(253, 230, 138)",
    });
  });

  it("shows the figures, with a change message only where one is given", () => {
    const card = passJson.storeCard;
    expect(card.primaryFields).toEqual([{ key: "count", label: "Stamps", value: "7 / 10" }]);
    expect(card.secondaryFields).toEqual([
      { key: "next", label: "Next reward", value: "Free coffee in 3" },
      {
        key: "waiting",
        label: "Rewards waiting",
        value: "1",
        changeMessage: "You have %@ rewards waiting",
      },
    ]);
    expect(card.auxiliaryFields).toEqual([{ key: "level", label: "Level", value: "Gold" }]);
    expect(card.backFields).toEqual([
      { key: "terms", label: "Terms", value: "One stamp a visit." },
    ]);
  });

  it("carries the member code as a QR code, for today's iOS and the old one", () => {
    const qr = {
      format: "PKBarcodeFormatQR",
      message: "PC-7KQ2M9",
      messageEncoding: "iso-8859-1",
      altText: "PC-7KQ2M9",
    };
    expect(passJson.barcodes).toEqual([qr]);
    expect(passJson.barcode).toEqual(qr);
  });

  it("keeps Apple's ten locations", () => {
    expect(passJson.locations).toHaveLength(10);
    expect(passJson.locations[0]).toEqual({
      latitude: 48.85,
      longitude: 2.35,
      relevantText: "Corner Café is near",
    });
  });

  it("has the icon, the logo and the strip at 1×, 2× and 3×", async () => {
    const size = async (name: string) => {
      const meta = await sharp(files[name]!).metadata();
      return [meta.width, meta.height];
    };
    expect(await size("icon.png")).toEqual([29, 29]);
    expect(await size("icon@2x.png")).toEqual([58, 58]);
    expect(await size("icon@3x.png")).toEqual([87, 87]);
    // A 4:1 logo inside 160 × 50: its width is the bound.
    expect(await size("logo.png")).toEqual([160, 40]);
    expect(await size("logo@3x.png")).toEqual([480, 120]);
    expect(await size("strip.png")).toEqual([375, 144]);
    expect(await size("strip@2x.png")).toEqual([750, 288]);
    expect(await size("strip@3x.png")).toEqual([1125, 432]);
  });

  it("goes without a logo when the shop has none, and says a deleted customer's pass is void", async () => {
    const checked = verifyPkpass(
      await buildApplePass(await input({ logo: null, voided: true, locations: [] })),
      ca.caPem,
    );
    expect(checked).toMatchObject({ manifestOk: true, signatureOk: true });
    expect(Object.keys(checked.files).filter((n) => n.startsWith("logo"))).toEqual([]);
    const json = JSON.parse(checked.files["pass.json"]!.toString("utf8"));
    expect(json.voided).toBe(true);
    expect(json.locations).toBeUndefined();
  });

  it("is refused by the check once a file changes or under another CA", async () => {
    const pkpass = await buildApplePass(await input());
    expect(verifyPkpass(pkpass, makeWalletCa("impostor").caPem)).toMatchObject({
      manifestOk: true,
      signatureOk: false,
    });
    // The zip stores its files as they are: one letter of pass.json, changed in place.
    const at = pkpass.indexOf("Loyalty card of");
    expect(at).toBeGreaterThan(0);
    const tampered = Buffer.from(pkpass);
    tampered[at] = "l".charCodeAt(0);
    expect(verifyPkpass(tampered, ca.caPem)).toMatchObject({
      manifestOk: false,
      signatureOk: true,
    });
  });

  it("fails with a plain Error when it cannot sign", async () => {
    const broken = await input();
    broken.credentials = { ...broken.credentials, privateKeyPem: "not a key" };
    await expect(buildApplePass(broken)).rejects.toThrow(/could not be signed/);
  });

  it("writes colours as pass.json wants them", () => {
    expect(rgb("#0f766e")).toBe("rgb(15, 118, 110)");
    expect(rgb("#fff")).toBe("rgb(255, 255, 255)");
    expect(() => rgb("teal")).toThrow();
  });
});
