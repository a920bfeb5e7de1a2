import "server-only";
import { and, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { USER_NOT_FOUND } from "@/lib/auth/messages";
import { loginLinkPath, storeLinks } from "./links";
import { SIGN_IN_QR_MINUTES, type SignInQr } from "./sign-in-qr";

/**
 * The setup guide's QR for a counter device (a tablet, a spare phone): scanned with its
 * camera, it signs that device in as this staff account and opens the counter display. Made by
 * an admin, it works once, for 10 minutes, like a customer's sign-in QR; only a staff account
 * gets one, so the device never holds the owner's own session.
 */
export async function issueCounterQr({
  staffId,
  issuedBy,
  origin,
}: {
  staffId: string;
  issuedBy: string;
  origin: string;
}): Promise<SignInQr & { username: string }> {
  const [staff] = await db
    .select({ id: users.id, username: users.username })
    .from(users)
    .where(and(eq(users.id, staffId), eq(users.role, "staff")))
    .limit(1);
  if (!staff) throw new ApiError("not_found", USER_NOT_FOUND);
  const expiresAt = new Date(Date.now() + SIGN_IN_QR_MINUTES * 60_000);
  const { tokens } = await storeLinks(db, {
    userIds: [staff.id],
    createdBy: issuedBy,
    expiresAt,
    purpose: "counter",
  });
  return {
    url: `${origin}${loginLinkPath(tokens.get(staff.id)!)}`,
    expiresAt,
    username: staff.username,
  };
}
