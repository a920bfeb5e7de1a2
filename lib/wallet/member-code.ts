import "server-only";
import { and, eq, isNull } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { isUniqueViolation } from "@/lib/db/errors";
import { users } from "@/lib/db/schema";
import { MEMBER_CODE_LENGTH } from "@/lib/fields/member-code";
import { randomCode } from "@/lib/security/tokens";

// The customer's member code: on their pass as a QR code and in print under it, so the counter
// finds them by it (the search accepts it typed, with or without its dash, or scanned).

export { formatMemberCode, readMemberCode } from "@/lib/fields/member-code";

/** The customer's code, given on first use (a clash with another's is drawn again). */
export async function memberCodeOf(userId: string): Promise<string> {
  for (let attempt = 0; ; attempt++) {
    const [row] = await db
      .select({ code: users.memberCode })
      .from(users)
      .where(eq(users.id, userId));
    if (!row) throw new Error("memberCodeOf: no such customer");
    if (row.code) return row.code;
    try {
      await db
        .update(users)
        .set({ memberCode: randomCode(MEMBER_CODE_LENGTH) })
        .where(and(eq(users.id, userId), isNull(users.memberCode)));
    } catch (error) {
      if (!isUniqueViolation(error) || attempt > 5) throw error;
    }
  }
}
