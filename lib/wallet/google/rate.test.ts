/**
 * @jest-environment node
 */
import { issuerLimiter, rateLimiter } from "./rate";

describe("rateLimiter", () => {
  it("spaces 45 requests at 20 a second over more than 2 s", async () => {
    const limiter = rateLimiter(20);
    const started = Date.now();
    const times: number[] = [];
    await Promise.all(
      Array.from({ length: 45 }, () => limiter.take().then(() => times.push(Date.now()))),
    );
    expect(Date.now() - started).toBeGreaterThan(2000);
    // No second holds more than 20 of them.
    for (const t of times)
      expect(times.filter((u) => u >= t && u < t + 1000).length).toBeLessThanOrEqual(20);
  });

  it("is one limiter per issuer", () => {
    expect(issuerLimiter("1")).toBe(issuerLimiter("1"));
    expect(issuerLimiter("1")).not.toBe(issuerLimiter("2"));
  });
});
