// Waits until the app servers' job queue has nothing due: no job waiting, retrying or running
// whose time has come. The API tests that read whole tables (.serial.test.ts) start after it,
// so a push or a campaign fan-out left by the files before them cannot change what they read.
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/**
 * @param {string} databaseUrl
 * @param {{ timeoutMs?: number }} [options]
 * @returns {Promise<boolean>} whether the queue went quiet in time
 */
export async function settleJobs(databaseUrl, { timeoutMs = 60_000 } = {}) {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const deadline = Date.now() + timeoutMs;
    while (Date.now() < deadline) {
      const { rows } = await client.query(
        `select count(*)::int as due from pgboss.job
         where state in ('created', 'retry', 'active') and start_after <= now()`,
      );
      if (rows[0].due === 0) return true;
      await sleep(250);
    }
    return false;
  } catch (error) {
    // No queue yet (no server has started one): nothing can be due.
    if (/** @type {{ code?: string }} */ (error).code === "42P01") return true;
    throw error;
  } finally {
    await client.end();
  }
}
