import { PassType, PKPass } from "passkit-generator";
import sharp from "sharp";
import type { PassContent, PassField } from "../content";
import { stripImage } from "../strip";
import type { AppleCredentials } from "./credentials";

// A customer's card as an Apple Wallet store card: pass.json, its pictures, and the manifest
// signed with the shop's pass certificate (passkit-generator writes and signs the bundle).

export type ApplePassInput = {
  credentials: AppleCredentials;
  content: PassContent;
  /** Baked into the pass: the iPhone sends it back with each request for updates. */
  authenticationToken: string;
  /** Where the iPhone registers and fetches updates (Apple appends /v1/...). */
  webServiceURL: string;
  organizationName: string;
};

// Apple's sizes, in points: the icon is 29 square, the logo fits 160 × 50.
const ICON_SIDE = 29;
const LOGO_BOX = { width: 160, height: 50 };
const SCALES = [1, 2, 3] as const;
// Apple shows a pass on the lock screen near at most this many places.
const MAX_LOCATIONS = 10;

const suffix = (scale: number) => (scale === 1 ? "" : `@${scale}x`);
const transparent = { r: 0, g: 0, b: 0, alpha: 0 };

/** `#rrggbb` (or `#rgb`) as pass.json's `rgb(r, g, b)`. */
export function rgb(hex: string): string {
  const digits = hex.replace(/^#/, "");
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join("") : digits;
  if (!/^[0-9a-f]{6}$/i.test(full)) throw new Error(`not a colour: ${hex}`);
  const [r, g, b] = [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}

/** A field as pass.json has it: `changeMessage` only on the fields that carry one. */
function field({ key, label, value, changeMessage }: PassField) {
  return changeMessage ? { key, label, value, changeMessage } : { key, label, value };
}

async function pictures(content: PassContent): Promise<Record<string, Buffer>> {
  const files: Record<string, Buffer> = {};
  const stamps = {
    ...content.stamps,
    background: content.colors.background,
    foreground: content.colors.foreground,
  };
  await Promise.all(
    SCALES.map(async (scale) => {
      const side = ICON_SIDE * scale;
      files[`icon${suffix(scale)}.png`] = await sharp(content.icon)
        .resize(side, side, { fit: "contain", background: transparent })
        .png()
        .toBuffer();
      if (content.logo) {
        files[`logo${suffix(scale)}.png`] = await sharp(content.logo)
          .resize(LOGO_BOX.width * scale, LOGO_BOX.height * scale, { fit: "inside" })
          .png()
          .toBuffer();
      }
      files[`strip${suffix(scale)}.png`] = await stripImage(stamps, scale);
    }),
  );
  return files;
}

/**
 * passkit-generator's schema has no `barcode`, the one code iOS 8 and older read (later ones
 * read `barcodes`), and would drop it from a pass.json given to it; pass.json is written from
 * the instance's props, so the key goes there. Without those props (another version of the
 * library), the pass simply goes without it.
 */
function addLegacyBarcode(pass: PKPass, barcode: Record<string, string>) {
  const props = Object.getOwnPropertySymbols(pass).find((s) => s.description === "props");
  const target = props && (pass as unknown as Record<symbol, unknown>)[props];
  if (target && typeof target === "object") Object.assign(target, { barcode });
}

/** The .pkpass of `content`, signed with the shop's credentials. */
export async function buildApplePass(input: ApplePassInput): Promise<Buffer> {
  const { credentials, content } = input;
  const files = await pictures(content);

  let pass: PKPass;
  try {
    pass = new PKPass(
      files,
      {
        wwdr: credentials.wwdrPem,
        signerCert: credentials.certificatePem,
        signerKey: credentials.privateKeyPem,
      },
      {
        formatVersion: 1,
        passTypeIdentifier: credentials.passTypeIdentifier,
        teamIdentifier: credentials.teamIdentifier,
        serialNumber: content.serial,
        description: content.description,
        organizationName: input.organizationName,
        logoText: content.shopName,
        backgroundColor: rgb(content.colors.background),
        foregroundColor: rgb(content.colors.foreground),
        labelColor: rgb(content.colors.label),
        webServiceURL: input.webServiceURL,
        authenticationToken: input.authenticationToken,
        voided: content.voided,
      },
    );
    const card = new PassType("storeCard");
    card.primaryFields.push(field(content.count));
    card.secondaryFields.push(...content.secondary.map(field));
    card.auxiliaryFields.push(...content.auxiliary.map(field));
    card.backFields.push(...content.back.map(field));
    pass.types.push(card);

    // A voided pass (its customer deleted) shows no code: it finds no one any more.
    if (content.barcode.message) {
      const barcode = {
        format: "PKBarcodeFormatQR" as const,
        message: content.barcode.message,
        messageEncoding: "iso-8859-1",
        altText: content.barcode.altText,
      };
      pass.setBarcodes(barcode);
      addLegacyBarcode(pass, barcode);
    }
    if (content.locations.length > 0) {
      pass.setLocations(...content.locations.slice(0, MAX_LOCATIONS));
    }
  } catch (error) {
    throw new Error(`Apple pass ${content.serial}: ${(error as Error).message}`, {
      cause: error,
    });
  }

  try {
    return pass.getAsBuffer();
  } catch (error) {
    throw new Error(
      `Apple pass ${content.serial} could not be signed: ${(error as Error).message}`,
      {
        cause: error,
      },
    );
  }
}
