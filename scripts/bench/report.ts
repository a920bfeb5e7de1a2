// The bench's printed report: one table of runs, the ratio to the floor, page weight,
// memory, query plans and the performance targets.
import { cpus, loadavg } from "node:os";
import { SIZES } from "./seed.mjs";

type Scenario = { key: string; label: string; concurrency: number; read?: boolean };
/** One scenario at one concurrency as bench.mjs measured it: rates, latency, CPU per request. */
export type Measured = Scenario & {
  missing?: false;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  note?: string;
  /** The app server's CPU per request (the floor's: this process's), in ms. */
  appCpu: number;
  /** The load generator's (null for the floor, which is its own load). */
  clientCpu: number | null;
  dbCpu: number | null;
};
/**
 * A run with no figures: a read whose route answered 404 (built on another branch), or, with
 * `why`, one the bench did not reach before its time limit. Reported as n/a.
 */
export type Run = Measured | (Scenario & { missing: true; why?: string });
export type Page = {
  path: string;
  gzip: number | null;
  status?: number;
  chunks?: number;
  why?: string;
};
export type Plan = { label: string; text: string; plan: string[]; seqScans: string[] };
export type Counter = {
  count: number;
  p50: number;
  p99: number;
  early: number;
  sentP50: number;
  sentP99: number;
  missed: number;
};
export type Memory = { peakMb: number; nodeOptions?: string; serverMb?: number };
export type Counts = { customers: number; ledger: number; products: number; tickets: number };
/** The small shop's runs, by scenario: one side of the growth table. */
export type SmallShop = { results: Map<string, Measured> } & Partial<Counts>;
export type Check = { what: string; figure: string; ok: boolean | null };
export type Growth = {
  key: string;
  label: string;
  small: Measured;
  big: Measured | null;
  db: number | null;
  app: number | null;
};

/** What a bench that ran out of time says of a run or a page it did not reach. */
export const NOT_MEASURED = "not measured (out of time)";

const num = (n: number | null | undefined, digits = 0) =>
  n === null || n === undefined
    ? "–"
    : n.toLocaleString("en", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function runsTable(rows: Run[]): string {
  const lines = [
    "| Scenario | Concurrency | Requests/s | p50 (ms) | p99 (ms) | Errors | CPU/req app or floor (ms) | CPU/req load generator (ms) | CPU/req database (ms) |",
    "|---|---:|---:|---:|---:|---:|---:|---:|---:|",
  ];
  for (const row of rows) {
    if (row.missing) {
      lines.push(
        `| ${row.label} | ${row.concurrency} | ${row.why ?? "n/a (route missing)"} | | | | | | |`,
      );
      continue;
    }
    lines.push(
      `| ${row.label} | ${row.concurrency} | ${num(row.rps)} | ${num(row.p50, 1)} | ${num(row.p99, 1)} | ${num(row.errors)}${row.note ? ` (${row.note})` : ""} | ${num(row.appCpu, 2)} | ${num(row.clientCpu, 2)} | ${num(row.dbCpu, 2)} |`,
    );
  }
  return lines.join("\n");
}

export function pagesTable(pages: Page[]): string {
  const lines = ["| Page | First-load JS (gzip) | Scripts |", "|---|---:|---:|"];
  for (const page of pages) {
    const size =
      page.gzip !== null
        ? `${(page.gzip / 1024).toFixed(1)} KB`
        : (page.why ?? `n/a (answered ${page.status})`);
    lines.push(`| ${page.path} | ${size} | ${page.chunks || ""} |`);
  }
  return lines.join("\n");
}

const find = (rows: Run[], key: string, concurrency: number) =>
  rows.find((r): r is Measured => r.key === key && r.concurrency === concurrency && !r.missing);
/** Whether the bench meant to run `key` at `concurrency` but ran out of time first. */
const unreached = (rows: Run[], key: string, concurrency = 16) =>
  rows.some(
    (r) => r.key === key && r.concurrency === concurrency && r.missing && r.why === NOT_MEASURED,
  );
/** Whether a target comparing runs `a` and `b` at 16 lacks one the bench did not reach. */
const unreachedPair = (rows: Run[], a: string, b: string) =>
  [a, b].every((key) => rows.some((r) => r.key === key && r.concurrency === 16)) &&
  (unreached(rows, a) || unreached(rows, b));
const notMeasured = (what: string): Check => ({ what, figure: NOT_MEASURED, ok: null });

/**
 * Each read at both sizes (the small shop's run and the large shop's at the same
 * concurrency): CPU per request of the database and the app server, and their growth.
 */
export function growth(rows: Run[], small: SmallShop | null): Growth[] {
  if (!small) return [];
  return [...small.results.values()].map((s) => {
    const big = find(rows, s.key, s.concurrency) ?? null;
    const ratio = (field: "dbCpu" | "appCpu") => {
      const before = s[field];
      const after = big?.[field];
      return before && before > 0 && after !== null && after !== undefined ? after / before : null;
    };
    return { key: s.key, label: s.label, small: s, big, db: ratio("dbCpu"), app: ratio("appCpu") };
  });
}

export function growthTable(entries: Growth[], small: SmallShop, counts: Partial<Counts>): string {
  const n = (v: number | undefined) => (v === undefined ? "–" : Number(v).toLocaleString("en"));
  const sizes = `${n(small.customers)} → ${n(counts.customers)} customers, ${n(small.ledger)} → ${n(counts.ledger)} ledger entries`;
  const lines = [
    `Growth (${sizes}; concurrency ${entries[0]?.small.concurrency ?? "–"}, CPU per request in ms):\n`,
    "| Read | Database, small | Database, large | Growth | App, small | App, large | Growth |",
    "|---|---:|---:|---:|---:|---:|---:|",
  ];
  const times = (r: number | null) => (r === null ? "–" : `${r.toFixed(2)}×`);
  for (const e of entries)
    lines.push(
      `| ${e.label} | ${num(e.small.dbCpu, 2)} | ${num(e.big?.dbCpu, 2)} | ${times(e.db)} | ${num(e.small.appCpu, 2)} | ${num(e.big?.appCpu, 2)} | ${times(e.app)} |`,
    );
  return lines.join("\n");
}

/** The growth targets: each read's database CPU at most 3× a primary-key read's, growth under 1.5×. */
function growthTargets(rows: Run[], entries: Growth[]): Check[] {
  const checks: Check[] = [];
  const base = find(rows, "rewards", 16);
  for (const e of entries) {
    if (!e.big) {
      if (unreached(rows, e.key, e.small.concurrency))
        checks.push(notMeasured(`${e.label}: database and app CPU grow under 1.5× with the shop`));
      continue;
    }
    if (base?.dbCpu && e.big.dbCpu !== null && e.key !== "rewards") {
      const times = e.big.dbCpu / base.dbCpu;
      checks.push({
        what: `${e.label}: database CPU at most 3× GET /api/rewards/me's (large shop, 16)`,
        figure: `${times.toFixed(2)}×`,
        ok: times <= 3,
      });
    }
    if (e.db !== null && e.app !== null)
      checks.push({
        what: `${e.label}: database and app CPU grow under 1.5× with the shop`,
        figure: `${e.db.toFixed(2)}×, ${e.app.toFixed(2)}×`,
        ok: e.db < 1.5 && e.app < 1.5,
      });
  }
  return checks;
}

/** The app server's peak resident memory through the whole bench, PostgreSQL apart. */
export const MEMORY_TARGET_MB = 512;

/** The performance targets, each with its figure and whether it is met. */
export function targets(
  rows: Run[],
  pages: Page[],
  entries: Growth[] = [],
  memory: Memory | null = null,
): Check[] {
  const checks: Check[] = [];
  const app = find(rows, "redeem", 16);
  const floor = find(rows, "redeem-floor", 16);
  if (unreachedPair(rows, "redeem", "redeem-floor"))
    checks.push(notMeasured("Redemption at 16 reaches 35% of the floor"));
  if (unreached(rows, "redeem")) checks.push(notMeasured("Redemption at 16: p99 under 100 ms"));
  if (app && floor) {
    const ratio = app.rps / floor.rps;
    checks.push({
      what: "Redemption at 16 reaches 35% of the floor",
      figure: `${(ratio * 100).toFixed(0)}%`,
      ok: ratio >= 0.35,
    });
    checks.push({
      what: "Redemption at 16: p99 under 100 ms",
      figure: `${num(app.p99, 1)} ms`,
      ok: app.p99 < 100,
    });
  }
  for (const row of rows.filter((r) => r.read && r.concurrency === 16)) {
    if (row.missing)
      checks.push({
        what: `${row.label} at 16: p99 under 100 ms`,
        figure: row.why ?? "n/a (route missing)",
        ok: null,
      });
    else
      checks.push({
        what: `${row.label} at 16: p99 under 100 ms`,
        figure: `${num(row.p99, 1)} ms`,
        ok: row.p99 < 100,
      });
  }
  const page = find(rows, "dashboard", 16);
  const read = find(rows, "rewards", 16);
  if (unreachedPair(rows, "dashboard", "rewards"))
    checks.push(notMeasured("Dashboard page at 16: app CPU at most 3× GET /api/rewards/me's"));
  if (page?.appCpu && read?.appCpu) {
    const times = page.appCpu / read.appCpu;
    checks.push({
      what: "Dashboard page at 16: app CPU at most 3× GET /api/rewards/me's",
      figure: `${times.toFixed(2)}×`,
      ok: times <= 3,
    });
  }
  const off = find(rows, "redeem", 16);
  const on = find(rows, "redeem-rules", 16);
  if (unreachedPair(rows, "redeem", "redeem-rules"))
    checks.push(
      notMeasured("Redemption at 16 with every earn rule on costs at most 1.2× every rule off"),
    );
  if (off && on) {
    const cost = off.rps / on.rps;
    checks.push({
      what: "Redemption at 16 with every earn rule on costs at most 1.2× every rule off",
      figure: `${cost.toFixed(2)}×`,
      ok: cost <= 1.2,
    });
  }
  checks.push(...growthTargets(rows, entries));
  const failed = rows.reduce((n, r) => n + (r.missing ? 0 : r.errors), 0);
  checks.push({ what: "No request fails", figure: `${failed} errors`, ok: failed === 0 });
  if (memory?.peakMb) {
    checks.push({
      what: `App server's peak memory (RSS) through the whole bench at most ${MEMORY_TARGET_MB} MB (PostgreSQL apart)`,
      figure: `${num(memory.peakMb)} MB`,
      ok: memory.peakMb <= MEMORY_TARGET_MB,
    });
  }
  // A new customer's first pages, often on a slow connection, are held tighter.
  for (const [path, label, kb] of [
    ["/user/dashboard", "Dashboard", 150],
    ["/login", "/login", 140],
    ["/login (ar)", "/login in Arabic", 140],
    ["/join", "/join", 140],
  ] as const) {
    const page = pages.find((p) => p.path === path);
    if (page?.why) checks.push(notMeasured(`${label} first-load JS at most ${kb} KB gzipped`));
    if (!page?.gzip) continue;
    checks.push({
      what: `${label} first-load JS at most ${kb} KB gzipped`,
      figure: `${(page.gzip / 1024).toFixed(1)} KB`,
      ok: page.gzip <= kb * 1024,
    });
  }
  return checks;
}

export function targetsTable(checks: Check[]): string {
  const mark = (ok: boolean | null) => (ok === null ? "n/a" : ok ? "met" : "MISSED");
  return [
    "| Target | Figure | |",
    "|---|---:|---|",
    ...checks.map((c) => `| ${c.what} | ${c.figure} | ${mark(c.ok)} |`),
  ].join("\n");
}

export function plansText(plans: Plan[]): string {
  return plans
    .map((p) => {
      const flag =
        p.seqScans.length > 0
          ? `  <-- Seq Scan on large table: ${p.seqScans.join(", ")}`
          : "  (indexes only)";
      return `-- ${p.label}${flag}\n${p.text.trim()}\n${p.plan.join("\n")}`;
    })
    .join("\n\n");
}

function ratioLines(rows: Run[]): string[] {
  const app = find(rows, "redeem", 16);
  const floor = find(rows, "redeem-floor", 16);
  if (!app || !floor) return ["App redemption rate / floor rate at concurrency 16: –"];
  // CPU per request is steadier than rates when other work shares the machine.
  const appTotal = app.appCpu + (app.clientCpu ?? 0) + (app.dbCpu ?? 0);
  const floorTotal = floor.appCpu + (floor.dbCpu ?? 0);
  return [
    `App redemption rate / floor rate at concurrency 16: ${((app.rps / floor.rps) * 100).toFixed(0)}%`,
    `CPU per redemption at concurrency 16: app ${appTotal.toFixed(2)} ms (server ${app.appCpu.toFixed(2)}, load generator ` +
      `${(app.clientCpu ?? 0).toFixed(2)}, database ${(app.dbCpu ?? 0).toFixed(2)}), floor ${floorTotal.toFixed(2)} ms: ` +
      `with CPU as the only limit the app would reach about ${((floorTotal / appTotal) * 100).toFixed(0)}% of the floor's rate.`,
  ];
}

/** What the earn rules cost a redemption: time per request (1 / rate) and CPU, on vs off. */
function rulesLines(rows: Run[]): string[] {
  const lines: string[] = [];
  for (const off of rows.filter((r): r is Measured => r.key === "redeem" && !r.missing)) {
    const on = find(rows, "redeem-rules", off.concurrency);
    if (!on) continue;
    const cpu = (r: Measured) => r.appCpu + (r.dbCpu ?? 0);
    lines.push(
      `Redemption with every earn rule on vs off at concurrency ${off.concurrency}: ${(off.rps / on.rps).toFixed(2)}× the time ` +
        `(${num(on.rps)} vs ${num(off.rps)} req/s), ${(cpu(on) / cpu(off)).toFixed(2)}× the server and database CPU`,
    );
  }
  return lines;
}

/** The counter display's figure: a redemption's answer to the display's event. */
export function counterLine(counter: Counter | null): string {
  if (!counter) return "Counter display: not run.";
  return (
    `Counter display (redemption answered → event on the display's stream, ${counter.count} redemptions one at a time): ` +
    `median ${num(counter.p50, 1)} ms, p99 ${num(counter.p99, 1)} ms (target p99 < 1,000 ms); ` +
    `${counter.early} of ${counter.count} events arrived before the answer itself (counted as 0 ms); ` +
    `from sending the redemption to the event: median ${num(counter.sentP50, 1)} ms, p99 ${num(counter.sentP99, 1)} ms` +
    (counter.missed ? `, ${counter.missed} events missing after 5 s` : "") +
    "."
  );
}

export function printReport({
  setup,
  counts,
  rows,
  small,
  pages,
  plans,
  counter,
  memory,
  loadAtStart,
  serverLog,
}: {
  setup: string;
  counts: Counts;
  rows: Run[];
  small: SmallShop | null;
  pages: Page[];
  plans: Plan[];
  counter: Counter | null;
  memory: Memory;
  loadAtStart: number;
  serverLog: string[];
}): void {
  const n = (v: number) => Number(v).toLocaleString("en");
  console.log(`\n## Results (${setup})\n`);
  console.log(
    `Data: ${n(counts.customers)} customers, ${n(counts.ledger)} ledger entries, ${counts.products} products, ` +
      `${n(SIZES.tokens)} unused tokens and ${n(SIZES.codes)} unused codes (and a fresh batch for each run), ${n(counts.tickets)} tickets.\n`,
  );
  console.log(runsTable(rows));
  const grown = growth(rows, small);
  if (small && grown.length) console.log(`\n${growthTable(grown, small, counts)}`);
  console.log(`\n${ratioLines(rows).join("\n")}`);
  const rules = rulesLines(rows);
  if (rules.length) console.log(rules.join("\n"));
  console.log(`${counterLine(counter)}`);
  console.log(
    `Peak memory of the app server (RSS, both shops' servers from start to end): ${num(memory.peakMb)} MB ` +
      `(target ${MEMORY_TARGET_MB} MB), started as the launcher starts it on a ${num(memory.serverMb)} MB machine: ` +
      `NODE_OPTIONS=${memory.nodeOptions}\n`,
  );
  console.log(pagesTable(pages));
  console.log(`\n${targetsTable(targets(rows, pages, grown, memory))}\n`);
  console.log("## Query plans (EXPLAIN ANALYZE, BUFFERS)\n");
  console.log(plansText(plans));
  if (rows.some((r) => !r.missing && r.errors > 0) && serverLog.length > 0)
    console.log(`\nServer log (last lines):\n${serverLog.join("\n")}`);
  console.log(
    `\nMachine: ${cpus().length} cores, load average ${loadAtStart.toFixed(1)} at the start and ${(loadavg()[0] ?? 0).toFixed(1)} ` +
      "at the end (other work on the machine skews the figures).",
  );
}
