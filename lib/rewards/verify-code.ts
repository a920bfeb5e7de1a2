import "server-only";
import { eq } from "drizzle-orm";
import { transaction } from "@/lib/db/transaction";
import { products, verificationCodes } from "@/lib/db/schema";
import { announce } from "@/lib/events/announce";
import { ApiError } from "@/lib/http/errors";
import { countHit, holdLimit, limited } from "@/lib/security/rate-limit";
import { countFailure, earn } from "./earn-rules-sql";
import { changed, rewardEvents } from "./events";
import { CODE_NOT_FOUND } from "./messages";
import { toPublicProduct, type PublicProduct } from "./product-view";
import { writeXp, type LevelChange } from "./grant";
import { codeLockColumns } from "./lock-columns";
import { verifyWritesSql } from "./reward-sql";
import { XP_PER_CODE } from "./rules";
import { TOO_MANY_WRONG_CODES, VERIFY_LIMIT, wrongCodeKey } from "./wrong-codes";

export type Verification = LevelChange & { success: true; product: PublicProduct };

/**
 * Verifies a product code for a customer in one transaction: the code counts exactly once.
 * The wrong-code limit is checked and counted inside it too, so a burst of parallel guesses
 * gets exactly the allowed number of tries. The owner's earn rules are checked inside it
 * (earn-rules-sql.ts): one customer's codes take turns on their day's count, and a refused
 * code stays unused. A wrong or used code counts as a failure for the review queue.
 */
export async function verifyCode({
  code,
  user,
}: {
  code: string;
  user: { id: string; username: string };
}): Promise<Verification> {
  const limitKey = wrongCodeKey(user.id);
  const verified = await transaction(async (tx) => {
    // Lock order: this customer's limit, the code, then the user.
    const wait = await holdLimit(tx, limitKey, VERIFY_LIMIT);
    if (wait > 0) throw limited(TOO_MANY_WRONG_CODES, wait);
    const [row] = await tx
      .select(codeLockColumns)
      .from(verificationCodes)
      .leftJoin(products, eq(products.id, verificationCodes.productId))
      .where(eq(verificationCodes.code, code))
      .for("update", { of: verificationCodes });
    if (!row || row.isUsed || !row.product) {
      // Committed with the transaction, before the next guess on this key may look.
      await countHit(tx, limitKey, VERIFY_LIMIT);
      return null;
    }

    // Spending the code, counting the day and locking the user row in one round trip;
    // the earn rules refuse (and roll back) here.
    const now = new Date();
    const locked = await earn(tx, {
      userId: user.id,
      kind: "code",
      now,
      writes: verifyWritesSql({ codeId: row.id, user, now }),
    });
    const change = await writeXp(tx, user.id, locked, XP_PER_CODE, {
      reason: "code",
      codeId: row.id,
    });
    await announce(
      tx,
      changed(user.id, "code", { at: now }),
      ...rewardEvents(user.id, change, `code:${code}`),
    );
    return { success: true as const, product: toPublicProduct(row.product), ...change };
  });
  if (verified) return verified;
  await countFailure(user.id);
  throw new ApiError("not_found", CODE_NOT_FOUND);
}
