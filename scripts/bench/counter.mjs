// The counter figure: how long after a redemption's answer the counter display's event
// stream carries it. One stream open as the display holds it; redemptions one at a time, each
// by a different customer, each timed from its answer to its event (an event that arrives
// before the answer counts as 0 ms: the display knew first).

/** Opens GET /api/counter/events and calls `onEvent(tokenId, at)` for each redemption. */
async function openStream(base, headers, onEvent) {
  const abort = new AbortController();
  const response = await fetch(`${base}/api/counter/events`, { headers, signal: abort.signal });
  if (!response.ok) throw new Error(`counter stream answered ${response.status}`);
  if (!response.body) throw new Error("counter stream answered without a body");
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  /** @type {() => void} */
  let ready = () => {};
  const isReady = new Promise((resolve) => (ready = () => resolve(undefined)));
  void (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        const at = performance.now();
        buffer += decoder.decode(value, { stream: true });
        let end;
        while ((end = buffer.indexOf("\n\n")) >= 0) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (frame.includes("event: ready")) ready();
          const data = frame.split("\n").find((l) => l.startsWith('data: {"id"'));
          if (data) onEvent(JSON.parse(data.slice(6)).tokenId, at);
        }
      }
    } catch {
      // aborted at the end
    }
  })();
  await isReady;
  return () => abort.abort();
}

const quantile = (sorted, q) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];

/**
 * `redemptions`: [{ headers, tokenId }] made one after another; answers the median and p99
 * in milliseconds, and how many events never came within `timeoutMs`.
 */
export async function counterLatency({ base, displayHeaders, redemptions, timeoutMs = 5_000 }) {
  const waiting = new Map();
  const arrived = new Map();
  const close = await openStream(base, displayHeaders, (tokenId, at) => {
    arrived.set(tokenId, at);
    waiting.get(tokenId)?.();
  });
  const samples = [];
  const roundTrips = [];
  let missed = 0;
  let early = 0;
  try {
    for (const { headers, tokenId } of redemptions) {
      const seen = new Promise((resolve) => {
        waiting.set(tokenId, resolve);
        setTimeout(resolve, timeoutMs);
      });
      const sentAt = performance.now();
      const answer = await fetch(`${base}/api/token/use`, {
        method: "POST",
        headers: { ...headers, "content-type": "application/json" },
        body: JSON.stringify({ tokenId }),
      });
      await answer.arrayBuffer();
      const answeredAt = performance.now();
      if (answer.status !== 200) throw new Error(`redemption answered ${answer.status}`);
      await seen;
      waiting.delete(tokenId);
      const at = arrived.get(tokenId);
      if (at === undefined) missed += 1;
      else {
        if (at < answeredAt) early += 1;
        samples.push(Math.max(0, at - answeredAt));
        roundTrips.push(at - sentAt);
      }
    }
  } finally {
    close();
  }
  samples.sort((a, b) => a - b);
  roundTrips.sort((a, b) => a - b);
  return {
    count: samples.length,
    missed,
    early,
    sentP50: quantile(roundTrips, 0.5),
    sentP99: quantile(roundTrips, 0.99),
    p50: quantile(samples, 0.5),
    p99: quantile(samples, 0.99),
    max: samples.at(-1) ?? Number.NaN,
  };
}
