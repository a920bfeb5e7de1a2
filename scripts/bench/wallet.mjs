// The wallet bench, on the large shop: 1,000 punches by 1,000 customers in a shop with no
// wallet connected, then the same again once each of them has an Apple pass registered on an
// iPhone; the redemption rate of each (the passes should cost the redemption
// nothing measurable: their update is a job, sent seconds later) and the pushes the APNs
// stand-in received, with how long after the last punch the last one arrived. It runs on an
// app server of its own pointed at the stand-in: the bench's app server is stopped first.
import { randomBytes } from "node:crypto";
import { PUSH_SERVICE_CERT } from "../../tests/support/push-service.mjs";
import { fork } from "node:child_process";
import { fileURLToPath } from "node:url";
import { makePassCertificate, makeWalletCa } from "../../tests/support/wallet-ca.mjs";
import { freePort } from "../lib/embedded-db.mjs";
import { signIn, signInAll, startServer, addressOf } from "./app.mjs";
import { loop } from "./load.mjs";
import { insertTokens, newTokenIds } from "./seed.mjs";

export const WALLET_CUSTOMERS = 1000;
const CONCURRENCY = 16;
const PASS_TYPE = "pass.bench.punchcard";
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** The APNs stand-in in its own process (bench/apns-process.mjs): its origin, its count, stop. */
async function startApnsProcess(caPem) {
  const child = fork(fileURLToPath(new URL("./apns-process.mjs", import.meta.url)), {
    env: { ...process.env, PORT: String(await freePort()), CA: caPem },
  });
  const next = () => new Promise((resolve) => child.once("message", resolve));
  const { origin } = await next();
  return {
    origin,
    async count() {
      child.send("count");
      return (await next()).count;
    },
    async stop() {
      if (child.exitCode !== null) return;
      child.send("stop");
      await new Promise((resolve) => child.once("exit", resolve));
    },
  };
}

async function stopProcess(pid) {
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    return;
  }
  for (;;) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await sleep(100);
  }
}

/** One punch for each of `cookies` (one token each), `CONCURRENCY` at a time. */
async function punches(base, cookies, tokens, offset) {
  return loop({
    concurrency: CONCURRENCY,
    seconds: 600,
    available: cookies.length,
    work: async (i) => {
      const response = await fetch(`${base}/api/token/use`, {
        method: "POST",
        headers: {
          cookie: cookies[i],
          "x-forwarded-for": addressOf(offset + i),
          "content-type": "application/json",
        },
        body: JSON.stringify({ tokenId: tokens[i] }),
      });
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`redemption answered ${response.status}`);
    },
  });
}

/**
 * `shop` is the bench's (its database and app server), `env` more environment for the app
 * server, `admin` the owner's account, `password` the customers'. Logs its lines and answers
 * them for the report.
 */
export async function walletBench({ root, shop, env, admin, password, adminId, cleanups, log }) {
  const { db } = shop;
  const ca = makeWalletCa();
  const cert = makePassCertificate(ca, {
    passTypeIdentifier: PASS_TYPE,
    teamIdentifier: "BENCHTEAM1",
  });
  const apns = await startApnsProcess(ca.caPem);
  cleanups.push(apns.stop);

  await stopProcess(shop.server.pid);
  const server = await startServer({
    root,
    cleanups,
    env: {
      ...env,
      DATABASE_URL: shop.databaseUrl,
      AUTH_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      APNS_ORIGIN: apns.origin,
      NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT,
    },
  });
  const adminIp = "10.251.0.1";
  const adminCookie = await signIn(server.base, { ...admin, ip: adminIp });
  const adminHeaders = {
    cookie: adminCookie,
    "x-forwarded-for": adminIp,
    "content-type": "application/json",
  };

  // Customers far from a reward (two punches each), no earn rule in the way.
  const { rows } = await db.query(
    "select id, username from users where role = 'user' order by random() limit $1",
    [WALLET_CUSTOMERS],
  );
  const ids = rows.map((r) => r.id);
  await db.query(
    "update punch_cards set punches = 0, is_complete = false, waiting = 0 where user_id = any($1::uuid[])",
    [ids],
  );
  await db.query(
    `update shop_settings set punch_cooldown_minutes = null, max_punches_per_day = null,
       review_punches_per_day = null, review_failures_per_day = null`,
  );
  log(`wallet: signing in ${rows.length.toLocaleString("en")} customers; app server ${server.pid}`);
  const cookies = await signInAll(
    server.base,
    rows.map((r, i) => ({ username: r.username, password, ip: addressOf(50_000 + i) })),
  );
  const tokens = newTokenIds(2 * WALLET_CUSTOMERS);
  await insertTokens(db, tokens, adminId);

  // No wallet connected: the shop as it was.
  const before = await punches(server.base, cookies, tokens, 60_000);

  // Apple connected; each customer of the second group has a pass on an iPhone.
  const connected = await fetch(`${server.base}/api/wallet/apple`, {
    method: "PUT",
    headers: adminHeaders,
    body: JSON.stringify({
      passTypeIdentifier: PASS_TYPE,
      teamIdentifier: "BENCHTEAM1",
      certificatePem: cert.certificatePem,
      privateKeyPem: cert.privateKeyPem,
      wwdrPem: ca.caPem,
    }),
  });
  if (connected.status !== 200)
    throw new Error(`PUT /api/wallet/apple answered ${connected.status}`);
  const passIds = (
    await db.query(
      `insert into wallet_passes (user_id, kind) select unnest($1::uuid[]), 'apple' returning id`,
      [ids],
    )
  ).rows.map((r) => r.id);
  await db.query(
    `insert into wallet_devices (device_library_id, pass_id, push_token)
     select 'bench-device-' || p, p, 'bench-push-' || p from unnest($1::uuid[]) p`,
    [passIds],
  );
  // The memo of "is any wallet connected" lasts seconds: past it, every punch sees the passes.
  await sleep(6_000);
  const pushedBefore = await apns.count();
  const during = await punches(server.base, cookies, tokens.slice(WALLET_CUSTOMERS), 60_000);
  const lastPunch = performance.now();
  const deadline = lastPunch + 120_000;
  let pushed = 0;
  while ((pushed = (await apns.count()) - pushedBefore) < WALLET_CUSTOMERS) {
    if (performance.now() > deadline) break;
    await sleep(100);
  }
  const settledS = (performance.now() - lastPunch) / 1000;
  await stopProcess(server.pid);

  const n = (v) => Math.round(v).toLocaleString("en");
  const lines = [
    `Token redemption by ${n(WALLET_CUSTOMERS)} customers at ${CONCURRENCY}, one punch each: ` +
      `no wallet connected ${n(before.rps)} req/s (p50 ${before.p50.toFixed(1)} ms, ${before.errors} errors); ` +
      `each with an Apple pass on an iPhone ${n(during.rps)} req/s (p50 ${during.p50.toFixed(1)} ms, ${during.errors} errors): ` +
      `${((during.rps / before.rps) * 100).toFixed(0)}% of the rate without.`,
    `Pass updates at the APNs stand-in: ${n(pushed)} pushes for ${n(WALLET_CUSTOMERS)} punches, ` +
      `the last ${settledS.toFixed(1)} s after the last punch.`,
  ];
  for (const line of lines) log(line);
  return lines;
}
