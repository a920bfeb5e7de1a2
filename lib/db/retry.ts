import { pgCode, RETRYABLE } from "./errors";

/** How many times a transaction runs at most when it keeps losing races. */
export const TRANSACTION_ATTEMPTS = 3;

type Options = {
  attempts?: number;
  /** Pause before the next attempt (the first retry waits 1×, the second 2×). */
  waitMs?: (attempt: number) => number;
  log?: (line: string) => void;
};

const jitter = (attempt: number) => attempt * (5 + Math.random() * 20);

/**
 * Runs `work` again when PostgreSQL ended it as a deadlock's victim or for a serialization
 * failure: the transaction was rolled back whole, so running it again is safe, and the other
 * side has usually finished by then. Any other error, or the last attempt's, is thrown.
 */
export async function retryingRaces<T>(
  work: () => Promise<T>,
  { attempts = TRANSACTION_ATTEMPTS, waitMs = jitter, log = console.warn }: Options = {},
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      const code = pgCode(error);
      if (!code || !(code in RETRYABLE) || attempt >= attempts) throw error;
      const what = RETRYABLE[code as keyof typeof RETRYABLE];
      log(
        `[db] ${what} (${code}): running the transaction again, attempt ${attempt + 1} of ${attempts}`,
      );
      await new Promise((r) => setTimeout(r, waitMs(attempt)));
    }
  }
}
