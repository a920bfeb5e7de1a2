import "server-only";
import { eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { walletConnections } from "@/lib/db/schema";
import { env } from "@/lib/env";
import { open, seal } from "@/lib/security/secret-box";
import { serverMemo } from "@/lib/server-memo";
import { forgetConnectedWallets } from "./listeners";

// The connections' secrets, sealed at rest (lib/security/secret-box.ts) and opened only here,
// for the code that signs a pass or calls a wallet's service: no answer and no log holds them.

export type AppleConnection = {
  origin: string;
  passTypeIdentifier: string;
  teamIdentifier: string;
  certificatePem: string;
  privateKeyPem: string;
  wwdrPem: string;
  expiresAt: Date;
};

export type GoogleConnection = {
  origin: string;
  issuerId: string;
  clientEmail: string;
  privateKeyPem: string;
  tokenUri: string;
};

const purpose = (kind: "apple" | "google") => `wallet:${kind}`;

type Connections = { apple: AppleConnection | null; google: GoogleConnection | null };

// Read by every pass update; a save or removal on this server is seen at once, on another
// within seconds.
const connections = serverMemo<Connections>("wallet-connections", 5_000, async () => {
  const rows = await db.select().from(walletConnections);
  const found: Connections = { apple: null, google: null };
  for (const row of rows) {
    const secret = JSON.parse(open(row.secret, purpose(row.kind), env.AUTH_SECRET)) as Record<
      string,
      string
    >;
    if (row.kind === "apple" && row.expiresAt) {
      found.apple = {
        origin: row.details.origin ?? "",
        passTypeIdentifier: row.details.passTypeIdentifier ?? "",
        teamIdentifier: row.details.teamIdentifier ?? "",
        certificatePem: secret.certificatePem ?? "",
        privateKeyPem: secret.privateKeyPem ?? "",
        wwdrPem: secret.wwdrPem ?? "",
        expiresAt: row.expiresAt,
      };
    }
    if (row.kind === "google") {
      found.google = {
        origin: row.details.origin ?? "",
        issuerId: row.details.issuerId ?? "",
        clientEmail: row.details.serviceAccountEmail ?? "",
        privateKeyPem: secret.privateKeyPem ?? "",
        tokenUri: secret.tokenUri ?? "",
      };
    }
  }
  return found;
});

export const appleConnection = async () => (await connections.get()).apple;
export const googleConnection = async () => (await connections.get()).google;

export async function saveConnection(
  kind: "apple" | "google",
  {
    details,
    secret,
    expiresAt,
    adminId,
  }: {
    details: Record<string, string>;
    secret: Record<string, string>;
    expiresAt: Date | null;
    adminId: string;
  },
): Promise<void> {
  const sealed = seal(JSON.stringify(secret), purpose(kind), env.AUTH_SECRET);
  const row = { details, secret: sealed, expiresAt, updatedBy: adminId, updatedAt: new Date() };
  await db
    .insert(walletConnections)
    .values({ kind, ...row })
    .onConflictDoUpdate({ target: walletConnections.kind, set: row });
  connections.forget();
  forgetConnectedWallets();
}

/** Installed passes stay as they are, but no longer update (docs/wallet.md). */
export async function removeConnection(kind: "apple" | "google"): Promise<boolean> {
  const removed = await db
    .delete(walletConnections)
    .where(eq(walletConnections.kind, kind))
    .returning({ kind: walletConnections.kind });
  connections.forget();
  forgetConnectedWallets();
  return removed.length > 0;
}
