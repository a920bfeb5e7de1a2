// The bench's floor loads this file with Node as it is: its one import is a type, which Node drops.
import type { Limit } from "@/lib/security/rate-limit";

/**
 * The wrong-code limit: product codes and the short typed form of shop tokens that match
 * nothing, together, per customer. 10 in 10 minutes, then a pause: guessing either is hopeless.
 */
export const VERIFY_LIMIT: Limit = { limit: 10, windowSeconds: 10 * 60 };
export const TOO_MANY_WRONG_CODES = "errors.rewards.tooManyWrongCodes";

export const wrongCodeKey = (userId: string) => `verify:user:${userId}`;
