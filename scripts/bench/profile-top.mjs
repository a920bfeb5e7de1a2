#!/usr/bin/env node
// Prints where a CPU profile (node --cpu-prof, as BENCH_PROFILE=1 writes) spent its time:
// the functions with the most self time, then the same time summed by module group (a
// package, the app's own server chunks, Node's internals, the garbage collector).
// A profile of a whole bench run also holds the server's start and the sign-ins (argon2, session
// cookies): --from and --to (seconds into the profile) keep only the load runs; the busy share
// of each 5 s, printed first, shows where they are.
//   node scripts/bench/profile-top.mjs FILE.cpuprofile [--top=N] [--from=S] [--to=S]
import { readFileSync } from "node:fs";

const args = process.argv.slice(2);
const file = args.find((a) => !a.startsWith("--"));
const option = (name, fallback) =>
  Number(args.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback);
const TOP = option("top", 25);
const FROM_US = option("from", 0) * 1e6;
const TO_US = option("to", Infinity) * 1e6;
if (!file) {
  console.error("usage: node scripts/bench/profile-top.mjs FILE.cpuprofile [--top=N]");
  process.exit(2);
}

/** The group a script belongs to: its package, Next.js's vendored copy of one, or the app. */
export function groupOf(url, functionName) {
  if (!url) return functionName.startsWith("(") ? functionName : "(native)";
  if (url.startsWith("node:")) return "node internals";
  const vendored = url.match(/next\/dist\/compiled\/((?:@[^/]+\/)?[^/]+)/);
  if (vendored) return `next (compiled ${vendored[1]})`;
  if (url.includes("/next/dist/")) return "next";
  const chunk = url.match(/\.next\/server\/(.*)/);
  if (chunk) return `app bundle (${chunk[1].includes("chunks/ssr") ? "ssr" : "server"} chunks)`;
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/g)?.at(-1);
  return pkg ? pkg.replace("node_modules/", "") : url;
}

const profile = JSON.parse(readFileSync(file, "utf8"));
const byId = new Map(profile.nodes.map((n) => [n.id, n]));
const isIdle = (id) => byId.get(id).callFrame.functionName === "(idle)";
const selfUs = new Map();
const busyEvery5s = [];
let at = 0;
profile.samples.forEach((id, i) => {
  const delta = profile.timeDeltas[i] ?? 0;
  at += delta;
  const bucket = Math.floor(at / 5e6);
  busyEvery5s[bucket] = (busyEvery5s[bucket] ?? 0) + (isIdle(id) ? 0 : delta);
  if (at >= FROM_US && at < TO_US) selfUs.set(id, (selfUs.get(id) ?? 0) + delta);
});
console.log(
  "Busy share every 5 s: " +
    Array.from(busyEvery5s, (us, i) => `${i * 5}s ${Math.round((us ?? 0) / 5e4)}%`).join(", "),
);

const functions = new Map();
const groups = new Map();
let busyUs = 0;
let idleUs = 0;
for (const [id, us] of selfUs) {
  const { callFrame } = byId.get(id);
  const name = callFrame.functionName || "(anonymous)";
  if (name === "(idle)") {
    idleUs += us;
    continue;
  }
  busyUs += us;
  const where = callFrame.url
    ? `${callFrame.url.replace(/^.*?(node_modules|\.next)\//, "$1/")}:${callFrame.lineNumber + 1}`
    : "";
  const key = `${name} ${where}`.trim();
  functions.set(key, (functions.get(key) ?? 0) + us);
  const group = groupOf(callFrame.url, name);
  groups.set(group, (groups.get(group) ?? 0) + us);
}

const ms = (us) => (us / 1000).toFixed(0).padStart(7);
const pct = (us) => `${((100 * us) / busyUs).toFixed(1).padStart(5)}%`;
const top = (map, n) => [...map].sort((a, b) => b[1] - a[1]).slice(0, n);

console.log(`${file}: ${ms(busyUs).trim()} ms busy, ${ms(idleUs).trim()} ms idle`);
console.log(`\nTop ${TOP} functions by self time (share of busy time):`);
for (const [key, us] of top(functions, TOP)) console.log(`${ms(us)} ms ${pct(us)}  ${key}`);
console.log("\nBy module group:");
for (const [key, us] of top(groups, 20)) console.log(`${ms(us)} ms ${pct(us)}  ${key}`);
