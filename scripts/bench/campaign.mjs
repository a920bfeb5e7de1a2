// The campaign bench: a campaign to every customer of the large shop, from its POST until the
// last inbox message is written (time, and the app server's memory while it fans out), and its
// pushes to the customers with a phone delivered to the push stand-in (messages per second).
// It runs last, on an app server of its own that has the stand-in among its push hosts: the
// bench's app server is stopped first, as its workers would share the campaign's jobs.
import { randomBytes } from "node:crypto";
import { readFileSync } from "node:fs";
import { request } from "node:https";
import webpush from "web-push";
import { PUSH_SERVICE_CERT, startPushService } from "../../tests/support/push-service.mjs";
import { freePort } from "../lib/embedded-db.mjs";
import { signIn, startServer } from "./app.mjs";
import { watchMemory } from "./probes.mjs";

/** Customers given a phone at the stand-in: enough for a steady rate, few enough to stay short. */
const PHONES = 2000;
const TIME_LIMIT_MS = 5 * 60_000;
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

/** POSTs JSON to the stand-in, trusting its test certificate. */
function postJson(url, body, ca) {
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      { method: "POST", ca, headers: { "content-type": "application/json" } },
      (res) => {
        let text = "";
        res.on("data", (chunk) => (text += chunk));
        res.on("end", () =>
          res.statusCode === 200
            ? resolve(JSON.parse(text))
            : reject(new Error(`${url}: ${res.statusCode} ${text}`)),
        );
      },
    );
    req.on("error", reject);
    req.end(JSON.stringify(body));
  });
}

/** The app's VAPID public key: a pair put in app_settings as the app keeps its own. */
async function vapidKey(db) {
  const made = webpush.generateVAPIDKeys();
  await db.query(
    `insert into app_settings (key, value) values ('vapid_public_key', $1), ('vapid_private_key', $2)
     on conflict (key) do nothing`,
    [made.publicKey, made.privateKey],
  );
  return (await db.query("select value from app_settings where key = 'vapid_public_key'")).rows[0]
    .value;
}

/** PHONES customers subscribed at the stand-in, stored as POST /api/push/subscriptions stores them. */
async function subscribePhones(db, origin, ca) {
  const applicationServerKey = await vapidKey(db);
  const { rows } = await db.query(
    "select id from users where role = 'user' order by random() limit $1",
    [PHONES],
  );
  const subscriptions = [];
  for (let i = 0; i < rows.length; i += 16) {
    const slice = rows.slice(i, i + 16);
    subscriptions.push(
      ...(await Promise.all(
        slice.map(() =>
          postJson(`${origin}/subscribe`, { userVisibleOnly: true, applicationServerKey }, ca),
        ),
      )),
    );
  }
  await db.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_name)
     select unnest($1::uuid[]), unnest($2::text[]), unnest($3::text[]), unnest($4::text[]), 'Bench phone'`,
    [
      rows.map((r) => r.id),
      subscriptions.map((s) => s.data.endpoint),
      subscriptions.map((s) => s.data.keys.p256dh),
      subscriptions.map((s) => s.data.keys.auth),
    ],
  );
  return rows.length;
}

/** Waits until `check` answers something other than undefined, polling every `everyMs`. */
async function until(check, what, everyMs = 100, deadline = Date.now() + TIME_LIMIT_MS) {
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline)
      throw new Error(`${what} took over ${TIME_LIMIT_MS / 60_000} minutes`);
    await sleep(everyMs);
  }
}

async function stopProcess(pid) {
  try {
    process.kill(pid, "SIGTERM");
  } catch {
    return;
  }
  await until(
    async () => {
      try {
        process.kill(pid, 0);
        return undefined;
      } catch {
        return true;
      }
    },
    "stopping the app server",
    100,
  );
}

/**
 * Runs the campaign on the large shop: `shop` is the bench's (its database and app server),
 * `env` more environment for the app server (its memory and pool), `admin` the account that
 * sends it. Logs its lines and answers them for the report.
 */
export async function campaignBench({ root, shop, env, admin, cleanups, log }) {
  const { db } = shop;
  const ca = readFileSync(PUSH_SERVICE_CERT);
  const push = await startPushService({ port: await freePort() });
  cleanups.push(push.stop);
  const phones = await subscribePhones(db, push.origin, ca);
  const requestsBefore = (await postJson(`${push.origin}/requests`, {}, ca)).data.requests;
  // Sent now, whatever the hour: no quiet hours.
  await db.query("update shop_settings set quiet_start_minutes = 0, quiet_end_minutes = 0");

  await stopProcess(shop.server.pid);
  const server = await startServer({
    root,
    cleanups,
    env: {
      ...env,
      DATABASE_URL: shop.databaseUrl,
      // Its own sessions: the admin signs in on this server only.
      AUTH_SECRET: randomBytes(32).toString("hex"),
      TRUST_PROXY: "1",
      PUSH_SERVICE_HOSTS: push.host,
      NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT,
    },
  });
  const ip = "10.250.0.1";
  const cookie = await signIn(server.base, { ...admin, ip });
  const headers = { cookie, "x-forwarded-for": ip, "content-type": "application/json" };
  log(
    `campaign: ${phones.toLocaleString("en")} customers with a phone at the stand-in; app server ${server.pid}`,
  );

  const watch = watchMemory(server.pid, 50);
  const started = performance.now();
  const response = await fetch(`${server.base}/api/campaigns`, {
    method: "POST",
    headers,
    body: JSON.stringify({
      title: "A treat for {name}",
      body: "Come by {shop} this week: your card is at {punches}.",
      segment: { kind: "everyone" },
    }),
  });
  const { campaign } = await response.json();
  if (response.status !== 201) throw new Error(`POST /api/campaigns answered ${response.status}`);
  const sent = await until(async () => {
    const answer = await (
      await fetch(`${server.base}/api/campaigns/${campaign.id}`, { headers })
    ).json();
    return answer.campaign.status === "sent" ? answer.campaign : undefined;
  }, "the campaign's fan-out");
  const enqueuedMs = performance.now() - started;
  watch.stop();
  const fanOutMs = Date.parse(sent.finishedAt) - Date.parse(sent.startedAt);

  const settled = await until(
    async () => {
      const { rows } = await db.query(
        `select count(*) filter (where push_status in ('pending', 'sending'))::int as waiting,
           count(*) filter (where push_status = 'sent')::int as pushed,
           count(*) filter (where push_status = 'failed')::int as failed,
           extract(epoch from max(pushed_at) - min(pushed_at)) * 1000 as span_ms
         from inbox_messages where campaign_id = $1`,
        [campaign.id],
      );
      return rows[0].waiting === 0 ? rows[0] : undefined;
    },
    "the campaign's pushes",
    200,
  );
  const deliveredMs = performance.now() - started;
  const requests =
    (await postJson(`${push.origin}/requests`, {}, ca)).data.requests - requestsBefore;

  const recipients = sent.counts.recipients;
  const n = (v) => v.toLocaleString("en");
  const pushSeconds = Number(settled.span_ms) / 1000;
  const lines = [
    `Campaign to every customer (${n(recipients)} inbox messages): enqueued and written in ${(enqueuedMs / 1000).toFixed(1)} s ` +
      `(fan-out ${(fanOutMs / 1000).toFixed(1)} s, ${n(Math.round(recipients / Math.max(0.001, fanOutMs / 1000)))} messages/s); ` +
      `app server RSS ${watch.startRssMb()} MB before, peak ${watch.peakRssMb()} MB during.`,
    `Push delivery to the stand-in: ${n(settled.pushed)} of ${n(phones)} phones pushed (${n(settled.failed)} failed, ` +
      `${n(requests)} requests), ${(settled.pushed / Math.max(0.001, pushSeconds)).toFixed(0)} messages/s ` +
      `(${pushSeconds.toFixed(1)} s from the first push to the last; all settled ${(deliveredMs / 1000).toFixed(1)} s after the POST).`,
  ];
  for (const line of lines) log(line);
  return lines;
}
