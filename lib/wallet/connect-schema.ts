import "@/lib/fields/jitless";
import * as z from "zod";
import { walletRefusal } from "./messages";

/**
 * What the owner sends to connect a wallet (/admin/wallet, PUT /api/wallet/apple and
 * /api/wallet/google): one schema for the form and the handler. These check only the shape;
 * whether the certificate, key and WWDR belong together is checked on save
 * (lib/wallet/connect.ts), each mistake reported on its field.
 */

const PEM_MAX = 20_000;
const text = (max: number, missing: Parameters<typeof walletRefusal>[0]) =>
  z
    .string(walletRefusal(missing))
    .trim()
    .min(1, walletRefusal(missing))
    .max(max, walletRefusal("tooLarge"));

// Apple's identifiers: "pass.com.example.card" and a 10-character team id.
const passTypeIdentifier = z
  .string(walletRefusal("passTypeFormat"))
  .trim()
  .regex(/^pass\.[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$/, walletRefusal("passTypeFormat"))
  .max(120, walletRefusal("passTypeFormat"));
const teamIdentifier = z
  .string(walletRefusal("teamFormat"))
  .trim()
  .regex(/^[A-Z0-9]{10}$/, walletRefusal("teamFormat"));

const optional = <T extends z.ZodType>(schema: T) =>
  schema.optional().or(z.literal("").transform(() => undefined));

/**
 * A `.p12` (with its password) or the PEM files: with `p12Base64` the ids may be left out (they
 * are read from the certificate, and checked against it when given); without it, the
 * certificate, its key and both ids are needed. Each missing part is reported on its field.
 */
export const appleConnectSchema = z
  .object({
    passTypeIdentifier: optional(passTypeIdentifier),
    teamIdentifier: optional(teamIdentifier),
    p12Base64: optional(
      z
        .string()
        .trim()
        .max(40_000, walletRefusal("tooLarge"))
        .regex(/^[A-Za-z0-9+/=\s]+$/, walletRefusal("p12Unreadable")),
    ),
    p12Password: z.string().max(200, walletRefusal("tooLarge")).optional(),
    certificatePem: optional(z.string().trim().max(PEM_MAX, walletRefusal("tooLarge"))),
    privateKeyPem: optional(z.string().trim().max(PEM_MAX, walletRefusal("tooLarge"))),
    privateKeyPassphrase: z.string().max(200, walletRefusal("tooLarge")).optional(),
    wwdrPem: text(PEM_MAX, "wwdrMissing"),
  })
  .superRefine((v, ctx) => {
    if (v.p12Base64) return;
    const missing = (path: string, reason: Parameters<typeof walletRefusal>[0]) =>
      ctx.addIssue({ code: "custom", path: [path], message: walletRefusal(reason) });
    if (!v.passTypeIdentifier) missing("passTypeIdentifier", "passTypeFormat");
    if (!v.teamIdentifier) missing("teamIdentifier", "teamFormat");
    if (!v.certificatePem) missing("certificatePem", "certificateMissing");
    if (!v.privateKeyPem) missing("privateKeyPem", "keyMissing");
  });
export type AppleConnectInput = z.input<typeof appleConnectSchema>;
export type AppleConnect = z.output<typeof appleConnectSchema>;

export const googleConnectSchema = z.object({
  issuerId: z
    .string(walletRefusal("issuerIdFormat"))
    .trim()
    .regex(/^\d{6,25}$/, walletRefusal("issuerIdFormat")),
  // The key file's JSON, as its text or as the object.
  serviceAccount: z
    .union([
      z.string().trim().min(1, walletRefusal("serviceAccountMissing")),
      z.record(z.string(), z.unknown()),
    ])
    .refine(
      (v) => (typeof v === "string" ? v : JSON.stringify(v)).length <= PEM_MAX,
      walletRefusal("tooLarge"),
    ),
});
export type GoogleConnectInput = z.input<typeof googleConnectSchema>;
export type GoogleConnect = z.output<typeof googleConnectSchema>;
