// Load generators: autocannon against the app, and plain async loops over a pg Pool for the
// floor. Both run for a fixed time at a fixed concurrency and report the same figures.
import autocannon from "autocannon";

/**
 * Runs autocannon; `next()` gives each request its headers, body and path (a fresh token,
 * another customer's session and address). Errors are non-2xx answers plus socket errors.
 */
export async function hammer({ url, connections, seconds, method = "GET", path, next }) {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: [
      {
        method,
        path,
        setupRequest: (req) => {
          const extra = next();
          return {
            ...req,
            path: extra.path ?? req.path,
            headers: { ...req.headers, ...extra.headers },
            body: extra.body ?? req.body,
          };
        },
      },
    ],
  });
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.non2xx + result.errors,
    total: result.requests.total,
    statuses: Object.fromEntries(
      Object.entries(result.statusCodeStats ?? {}).map(([k, v]) => [k, v.count]),
    ),
  };
}

function percentile(sorted, p) {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** `concurrency` loops, each doing `work(i)` back to back until the time is up or work runs out. */
export async function loop({ concurrency, seconds, work, available }) {
  /** @type {number[]} */
  const latencies = [];
  let errors = 0;
  let issued = 0;
  /** @type {unknown} */
  let firstError;
  const started = performance.now();
  const end = started + seconds * 1000;
  async function worker() {
    while (performance.now() < end && issued < available) {
      const i = issued++;
      const t0 = performance.now();
      try {
        await work(i);
      } catch (error) {
        errors += 1;
        firstError ??= error;
      }
      latencies.push(performance.now() - t0);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: latencies.length / elapsed,
    p50: percentile(latencies, 50),
    p99: percentile(latencies, 99),
    errors,
    total: latencies.length,
    exhausted: issued >= available,
    firstError: firstError instanceof Error ? firstError.message : firstError && String(firstError),
  };
}
