import "server-only";
import { count, eq, isNull, and } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletConnections, walletDevices, walletPasses } from "@/lib/db/schema";

// What the owner's wallet screen, the status page and the dashboard show of the connections:
// never a secret, only what identifies each account and when the certificate ends.

/** Apple's pass certificates last a year: the warning starts this many days before the end. */
export const EXPIRY_WARNING_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

export type AppleStatus = {
  passTypeIdentifier: string;
  teamIdentifier: string;
  expiresAt: string;
  /** Whole days left, 0 on its last day, negative once expired. */
  daysLeft: number;
  expiring: boolean;
  expired: boolean;
  passes: number;
  devices: number;
  updatedAt: string;
};

export type GoogleStatus = {
  issuerId: string;
  serviceAccountEmail: string;
  passes: number;
  updatedAt: string;
};

export type WalletStatus = { apple: AppleStatus | null; google: GoogleStatus | null };

export function certificateDays(expiresAt: Date, now = new Date()) {
  const daysLeft = Math.floor((expiresAt.getTime() - now.getTime()) / DAY_MS);
  const expired = expiresAt.getTime() <= now.getTime();
  return { daysLeft, expired, expiring: !expired && daysLeft < EXPIRY_WARNING_DAYS };
}

async function passesOf(kind: "apple" | "google") {
  const [row] = await db
    .select({ n: count() })
    .from(walletPasses)
    .where(
      and(
        eq(walletPasses.kind, kind),
        isNull(walletPasses.voidedAt),
        isNull(walletPasses.removedAt),
      ),
    );
  return row?.n ?? 0;
}

export async function readWalletStatus(now = new Date()): Promise<WalletStatus> {
  const rows = await db.select().from(walletConnections);
  const apple = rows.find((r) => r.kind === "apple");
  const google = rows.find((r) => r.kind === "google");
  const [applePasses, googlePasses, [devices]] = await Promise.all([
    apple ? passesOf("apple") : 0,
    google ? passesOf("google") : 0,
    apple ? db.select({ n: count() }).from(walletDevices) : [{ n: 0 }],
  ]);
  return {
    apple:
      apple && apple.expiresAt
        ? {
            passTypeIdentifier: apple.details.passTypeIdentifier ?? "",
            teamIdentifier: apple.details.teamIdentifier ?? "",
            expiresAt: apple.expiresAt.toISOString(),
            ...certificateDays(apple.expiresAt, now),
            passes: applePasses,
            devices: devices?.n ?? 0,
            updatedAt: apple.updatedAt.toISOString(),
          }
        : null,
    google: google
      ? {
          issuerId: google.details.issuerId ?? "",
          serviceAccountEmail: google.details.serviceAccountEmail ?? "",
          passes: googlePasses,
          updatedAt: google.updatedAt.toISOString(),
        }
      : null,
  };
}

/** Which wallets a customer may add the card to: the dashboard's buttons. */
export async function connectedWallets(): Promise<{ apple: boolean; google: boolean }> {
  const rows = await db.select({ kind: walletConnections.kind }).from(walletConnections);
  return {
    apple: rows.some((r) => r.kind === "apple"),
    google: rows.some((r) => r.kind === "google"),
  };
}

/** The certificate warning of the status page and the admin dashboard, or null. */
export async function appleCertificateWarning(
  now = new Date(),
): Promise<{ expiresAt: string; daysLeft: number; expired: boolean } | null> {
  const [apple] = await db
    .select({ expiresAt: walletConnections.expiresAt })
    .from(walletConnections)
    .where(eq(walletConnections.kind, "apple"));
  if (!apple?.expiresAt) return null;
  const days = certificateDays(apple.expiresAt, now);
  if (!days.expiring && !days.expired) return null;
  return {
    expiresAt: apple.expiresAt.toISOString(),
    daysLeft: days.daysLeft,
    expired: days.expired,
  };
}
