// Side measurements: first-load JavaScript of a page, the app server's memory, query plans.
import { readdirSync, readFileSync } from "node:fs";
import { gzipSync } from "node:zlib";

/**
 * Sums the gzipped size of the /_next/static scripts a page's HTML loads. `noModule`
 * scripts (legacy polyfills) are left out: modern browsers neither fetch nor run them.
 */
export async function firstLoadJs(base, path, cookie, language) {
  const response = await fetch(`${base}${path}`, {
    headers: {
      ...(cookie ? { cookie } : {}),
      // A visitor whose phone reads this language gets the page in it (lib/i18n).
      ...(language ? { "accept-language": language } : {}),
    },
    redirect: "manual",
  });
  const html = await response.text();
  if (response.status !== 200) return { status: response.status, gzip: null, raw: null, chunks: 0 };
  const sources = new Set();
  for (const match of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) {
    if (/\bnomodule\b/i.test(match[0])) continue;
    const src = match[1].replace(/&amp;/g, "&");
    if (src.startsWith("/_next/static/")) sources.add(src);
  }
  let gzip = 0;
  let raw = 0;
  for (const src of sources) {
    const body = Buffer.from(await (await fetch(`${base}${src}`)).arrayBuffer());
    raw += body.length;
    gzip += gzipSync(body).length;
  }
  return { status: 200, gzip, raw, chunks: sources.size };
}

function statusOf(pid) {
  try {
    const text = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = (field) => Number(text.match(new RegExp(`^${field}:\\s+(\\d+) kB`, "m"))?.[1] ?? 0);
    return { rss: kb("VmRSS"), hwm: kb("VmHWM") };
  } catch {
    return null;
  }
}

/** A process and all its descendants, from /proc. */
export function descendants(root) {
  const children = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(Number(entry));
    } catch {
      // the process ended while we looked
    }
  }
  const all = [];
  const queue = [root];
  while (queue.length > 0 && all.length < 1000) {
    const pid = queue.shift();
    all.push(pid);
    queue.push(...(children.get(pid) ?? []));
  }
  return all;
}

/** Polls the server process tree's memory; `peak()` is the largest sum seen (or the kernel's high-water mark). */
export function watchMemory(pid, everyMs = 500) {
  let peakRss = 0;
  let peakHwm = 0;
  let startRss = null;
  const sample = () => {
    let rss = 0;
    let hwm = 0;
    for (const p of descendants(pid)) {
      const s = statusOf(p);
      if (s) {
        rss += s.rss;
        hwm += s.hwm;
      }
    }
    peakRss = Math.max(peakRss, rss);
    peakHwm = Math.max(peakHwm, hwm);
    startRss ??= rss;
  };
  sample();
  const timer = setInterval(sample, everyMs);
  return {
    stop() {
      sample();
      clearInterval(timer);
    },
    peakMb: () => Math.round(Math.max(peakRss, peakHwm) / 1024),
    // Sampled resident memory only (the high-water mark remembers the whole process life):
    // what one piece of work, watched from its start, costs.
    startRssMb: () => Math.round(startRss / 1024),
    peakRssMb: () => Math.round(peakRss / 1024),
  };
}

/**
 * CPU time (user + system, ms) used so far by a process and its descendants, including
 * descendants that already ended (their time is added to the parent that reaped them).
 */
export function cpuMs(root) {
  let ticks = 0;
  for (const pid of descendants(root)) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      // utime, stime, cutime, cstime: fields 14 to 17 of stat(5), counted from the state field (3).
      ticks += Number(fields[11]) + Number(fields[12]) + Number(fields[13]) + Number(fields[14]);
    } catch {
      // gone
    }
  }
  return ticks * 10;
}

/** The PostgreSQL server's main process, when it runs on this machine (its backend's parent). */
export async function postmasterPid(client) {
  const { rows } = await client.query("select pg_backend_pid() as pid");
  try {
    const stat = readFileSync(`/proc/${rows[0].pid}/stat`, "utf8");
    return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
  } catch {
    return null;
  }
}

const LARGE = [
  "users",
  "punch_cards",
  "reward_ledger",
  "punch_tokens",
  "verification_codes",
  "tickets",
];

/** EXPLAIN (ANALYZE, BUFFERS) of one query, with any sequential scan over a large table named. */
export async function explain(client, label, text, params) {
  const { rows } = await client.query(`explain (analyze, buffers) ${text}`, params);
  const plan = rows.map((r) => r["QUERY PLAN"]);
  const seqScans = plan
    .map((line) => line.match(/Seq Scan on (\w+)/)?.[1])
    .filter((table) => table && LARGE.includes(table));
  return { label, text, plan, seqScans };
}
