// Google allows 20 requests a second per issuer on the Wallet API: requests are spaced so a
// shop-wide update (every pass after the program changed) never runs into 429s.

export type RateLimiter = { take(): Promise<void> };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Lets one caller through every 1000 / perSecond ms, in the order asked. The gap is measured
 * from when the last one actually went (a timer may fire late, or a millisecond early), so no
 * second ever holds more than perSecond of them.
 */
export function rateLimiter(perSecond: number): RateLimiter {
  const gapMs = 1000 / perSecond;
  let last = -Infinity;
  let tail: Promise<void> = Promise.resolve();
  return {
    take() {
      const turn = tail.then(async () => {
        for (let wait = last + gapMs - Date.now(); wait > 0; wait = last + gapMs - Date.now()) {
          await sleep(Math.ceil(wait));
        }
        last = Date.now();
      });
      tail = turn;
      return turn;
    },
  };
}

export const GOOGLE_REQUESTS_PER_SECOND = 20;

const perIssuer = new Map<string, RateLimiter>();

/** The one limiter of this process for the issuer. */
export function issuerLimiter(issuerId: string): RateLimiter {
  let limiter = perIssuer.get(issuerId);
  if (!limiter) {
    limiter = rateLimiter(GOOGLE_REQUESTS_PER_SECOND);
    perIssuer.set(issuerId, limiter);
  }
  return limiter;
}
