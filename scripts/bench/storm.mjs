// The health check under a reconnect storm: how long GET /api/health/database takes while
// 100 counter displays reconnect with Last-Event-ID over and over, each replaying what it
// missed, against the same check on a quiet server. Each display resumes from its own event
// (the worst case: no two replays can share a query), so what keeps the check fast is the
// replay gate's bound on the pool connections replays hold (lib/counter/replay-gate.ts).

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
};

/** `count` health checks one after another: each one's milliseconds. */
async function healthTimes(base, count) {
  const times = [];
  for (let i = 0; i < count; i++) {
    const start = performance.now();
    const answer = await fetch(`${base}/api/health/database`);
    await answer.arrayBuffer();
    if (answer.status !== 200) throw new Error(`health check answered ${answer.status}`);
    times.push(performance.now() - start);
  }
  return times;
}

/**
 * `after`: an event id the displays resume from (display i from after + i), within the hour a
 * replay reaches back. Answers the median health check at rest and during the storm, in ms,
 * their ratio, and how many replays the storm served meanwhile.
 */
export async function healthDuringStorm({
  base,
  displayHeaders,
  after,
  streams = 100,
  checks = 40,
}) {
  const rest = median(await healthTimes(base, checks));
  let storming = true;
  let replays = 0;
  let refused = 0;
  const displays = Array.from({ length: streams }, async (_, i) => {
    while (storming) {
      // once=1: the stream ends after its replay, and the display reconnects at once.
      const answer = await fetch(`${base}/api/counter/events?once=1`, {
        headers: { ...displayHeaders, "last-event-id": String(after + i) },
      });
      await answer.arrayBuffer();
      if (answer.status === 200) replays += 1;
      else refused += 1;
    }
  });
  // Measured once every display has asked for its first replay: the storm at its height.
  while (replays + refused < streams) await new Promise((r) => setTimeout(r, 20));
  const storm = median(await healthTimes(base, checks));
  storming = false;
  await Promise.all(displays);
  if (refused) throw new Error(`${refused} counter streams were refused during the storm`);
  return { streams, rest, storm, ratio: storm / rest, replays };
}

/** The bench's line for it. */
export function stormLine(result) {
  if (!result) return "Health check during a reconnect storm: not run.";
  return (
    `Health check during a reconnect storm (${result.streams} counter streams replaying from Last-Event-ID, ` +
    `${result.replays} replays served meanwhile): median ${result.storm.toFixed(1)} ms, ` +
    `at rest ${result.rest.toFixed(1)} ms, ratio ${result.ratio.toFixed(2)}× (target < 2×)`
  );
}
