import "server-only";
import { ApiError } from "@/lib/http/errors";
import { readAppleCredentials } from "./apple/credentials";
import type { AppleConnect, GoogleConnect } from "./connect-schema";
import { readGoogleCredentials } from "./google/credentials";
import { walletRefusal, type WalletRefusal } from "./messages";
import { readWalletStatus, type AppleStatus, type GoogleStatus } from "./status";
import { appleConnection, saveConnection } from "./store";

// Connecting a wallet: the owner's files are checked together before anything is kept, and
// each mistake is answered on the field to change (the form shows it there).

function refused(problems: { field: string; reason: WalletRefusal }[]): never {
  const issues = problems.map((p) => ({
    code: "custom",
    path: [p.field],
    message: walletRefusal(p.reason),
  }));
  throw new ApiError("bad_request", issues[0]!.message, issues);
}

/**
 * Keeps Apple's certificate and key. A new certificate for the same Pass Type ID takes over the
 * installed passes: their serials and tokens stay, and their next update is signed with it.
 */
export async function connectApple(
  input: AppleConnect,
  { adminId, origin }: { adminId: string; origin: string },
): Promise<AppleStatus> {
  const checked = readAppleCredentials(
    input.p12Base64
      ? {
          passTypeIdentifier: input.passTypeIdentifier,
          teamIdentifier: input.teamIdentifier,
          p12Base64: input.p12Base64,
          p12Password: input.p12Password ?? "",
          wwdrPem: input.wwdrPem,
        }
      : {
          // The schema asked for each of these when there is no .p12.
          passTypeIdentifier: input.passTypeIdentifier ?? "",
          teamIdentifier: input.teamIdentifier ?? "",
          certificatePem: input.certificatePem ?? "",
          privateKeyPem: input.privateKeyPem ?? "",
          privateKeyPassphrase: input.privateKeyPassphrase,
          wwdrPem: input.wwdrPem,
        },
  );
  if (!checked.ok) refused(checked.problems);
  const { passTypeIdentifier, teamIdentifier, certificatePem, privateKeyPem, wwdrPem } =
    checked.credentials;
  // The address passes are served from is baked into every installed pass, so it never moves:
  // a new certificate for the same Pass Type ID keeps it.
  const previous = await appleConnection();
  const kept = previous?.passTypeIdentifier === passTypeIdentifier ? previous.origin : "";
  await saveConnection("apple", {
    details: { passTypeIdentifier, teamIdentifier, origin: kept || origin },
    secret: { certificatePem, privateKeyPem, wwdrPem },
    expiresAt: checked.expiresAt,
    adminId,
  });
  return (await readWalletStatus()).apple!;
}

export async function connectGoogle(
  input: GoogleConnect,
  { adminId, origin }: { adminId: string; origin: string },
): Promise<GoogleStatus> {
  const checked = readGoogleCredentials(input);
  if (!checked.ok) refused(checked.problems);
  const { issuerId, clientEmail, privateKeyPem, tokenUri } = checked.credentials;
  await saveConnection("google", {
    // Where Google fetches the pass's images and sends its callbacks.
    details: { issuerId, serviceAccountEmail: clientEmail, origin },
    secret: { privateKeyPem, tokenUri },
    expiresAt: null,
    adminId,
  });
  return (await readWalletStatus()).google!;
}
