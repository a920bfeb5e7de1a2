// The campaign bench, on the large shop: a campaign to every customer, from its POST until the
// last inbox message is written (time, rate, and the app server's memory while it fans out);
// then one to the customers with a phone at the push stand-in only, for the pushes' rate. It
// runs last, on an app server of its own with the stand-in among its push hosts: the bench's
// app server is stopped first, as its workers would share the campaigns' jobs.
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

/** POSTs to the stand-in, trusting its test certificate; answers the parsed JSON. */
function post(url, ca, form = {}) {
  return new Promise((resolve, reject) => {
    // The mock reads its options as a form posts them (userVisibleOnly as "true").
    const body = new URLSearchParams(form).toString();
    const headers = { "content-type": "application/x-www-form-urlencoded" };
    const req = request(url, { method: "POST", ca, headers }, (res) => {
      let text = "";
      res.on("data", (chunk) => (text += chunk));
      res.on("end", () =>
        res.statusCode === 200
          ? resolve(JSON.parse(text))
          : reject(new Error(`${url}: ${res.statusCode} ${text}`)),
      );
    });
    req.on("error", reject);
    req.end(body);
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

/**
 * PHONES customers subscribed at the stand-in, stored as POST /api/push/subscriptions stores
 * them; their cards, and only theirs, are full, so the reward-waiting segment is the phones.
 */
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
          post(`${origin}/subscribe`, ca, { userVisibleOnly: "true", applicationServerKey }),
        ),
      )),
    );
  }
  const ids = rows.map((r) => r.id);
  await db.query(
    `insert into push_subscriptions (user_id, endpoint, p256dh, auth, device_name)
     select unnest($1::uuid[]), unnest($2::text[]), unnest($3::text[]), unnest($4::text[]), 'Bench phone'`,
    [
      ids,
      subscriptions.map((s) => s.data.endpoint),
      subscriptions.map((s) => s.data.keys.p256dh),
      subscriptions.map((s) => s.data.keys.auth),
    ],
  );
  await db.query(
    `update punch_cards set is_complete = user_id = any($1::uuid[]),
       punches = case when user_id = any($1::uuid[]) then 10 else least(punches, 9) end`,
    [ids],
  );
  return ids.length;
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

  const send = async (segment) => {
    const started = performance.now();
    const response = await fetch(`${server.base}/api/campaigns`, {
      method: "POST",
      headers,
      body: JSON.stringify({
        title: "A treat for {name}",
        body: "Come by {shop} this week: your card is at {punches}.",
        segment,
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
    const writtenMs = performance.now() - started;
    const pushes = await until(
      async () => {
        const { rows } = await db.query(
          `select count(*) filter (where push_status in ('pending', 'sending'))::int as waiting,
             count(*) filter (where push_status = 'sent')::int as pushed,
             count(*) filter (where push_status = 'failed')::int as failed
           from inbox_messages where campaign_id = $1`,
          [campaign.id],
        );
        return rows[0].waiting === 0 ? rows[0] : undefined;
      },
      "the campaign's pushes",
      50,
    );
    const fanOutMs = Date.parse(sent.finishedAt) - Date.parse(sent.startedAt);
    return { sent, writtenMs, fanOutMs, pushes, settledMs: performance.now() - started };
  };

  // Everyone: the fan-out's time and the server's memory while it runs.
  const watch = watchMemory(server.pid, 50);
  const everyone = await send({ kind: "everyone" });
  watch.stop();
  // The phones only (their cards are the full ones): the pushes' rate.
  const requestsBefore = (await post(`${push.origin}/requests`, ca)).data.requests;
  const phoned = await send({ kind: "reward-waiting" });
  const requests = (await post(`${push.origin}/requests`, ca)).data.requests - requestsBefore;

  const n = (v) => Math.round(v).toLocaleString("en");
  const s = (ms) => (ms / 1000).toFixed(1);
  const recipients = everyone.sent.counts.recipients;
  const lines = [
    `Campaign to every customer (${n(recipients)} inbox messages): written ${s(everyone.writtenMs)} s after the POST ` +
      `(fan-out ${s(everyone.fanOutMs)} s, ${n(recipients / (everyone.fanOutMs / 1000))} messages/s; ${n(everyone.pushes.pushed)} pushed); ` +
      `app server RSS ${watch.startRssMb()} MB before, peak ${watch.peakRssMb()} MB during.`,
    `Push delivery to the stand-in (a campaign to the ${n(phones)} customers with a phone): ${n(phoned.pushes.pushed)} pushed, ` +
      `${n(phoned.pushes.failed)} failed, ${n(requests)} requests, all settled ${s(phoned.settledMs)} s after the POST: ` +
      `${n(phoned.pushes.pushed / (phoned.settledMs / 1000))} messages/s.`,
  ];
  for (const line of lines) log(line);
  return lines;
}
