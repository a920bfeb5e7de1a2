import type { Measured, SmallShop } from "./report";
import { timedOutReport, withUnreached } from "./timed-out";

const measured = (key: string, label: string, concurrency: number, rps = 400): Measured => ({
  key,
  label,
  concurrency,
  read: !key.startsWith("redeem"),
  rps,
  p50: 10,
  p99: 40,
  errors: 0,
  appCpu: 1,
  clientCpu: 0.5,
  dbCpu: 0.3,
});

const planned = [
  { key: "redeem", label: "Token redemption (app, every rule off)" },
  { key: "redeem-floor", label: "Token redemption (floor, pg only)" },
  { key: "rewards", label: "GET /api/rewards/me", read: true },
  { key: "leaderboard", label: "GET /api/leaderboard", read: true },
];

// The bench stopped at its limit after the redemption runs at 1 and 16 and one page.
const report = (small: SmallShop | null = null) =>
  timedOutReport({
    minutes: 13,
    planned,
    concurrencies: [1, 16, 64],
    rows: [
      measured("redeem", planned[0]!.label, 1),
      measured("redeem-floor", planned[1]!.label, 1),
      measured("redeem", planned[0]!.label, 16),
      measured("redeem-floor", planned[1]!.label, 16, 1000),
    ],
    small,
    counts: null,
    pages: [{ path: "/login", gzip: 120 * 1024 }],
    plannedPages: ["/user/dashboard", "/login", "/join"],
    memory: { peakMb: 300 },
  });

const line = (text: string, start: string) =>
  text.split("\n").find((l) => l.startsWith(`| ${start}`)) ?? "";

describe("the report of a bench that ran out of time", () => {
  it("lists every planned run, marking those it did not reach", () => {
    const rows = withUnreached([measured("rewards", "GET /api/rewards/me", 1)], planned, [1, 16]);
    expect(rows.map((r) => `${r.key}@${r.concurrency}:${r.missing ? r.why : "measured"}`)).toEqual([
      "redeem@1:not measured (out of time)",
      "redeem@16:not measured (out of time)",
      "redeem-floor@1:not measured (out of time)",
      "redeem-floor@16:not measured (out of time)",
      "rewards@1:measured",
      "rewards@16:not measured (out of time)",
      "leaderboard@1:not measured (out of time)",
      "leaderboard@16:not measured (out of time)",
    ]);
  });

  it("prints the runs, pages and targets tables for what was measured", () => {
    const text = report();
    expect(text).toContain("reached its 13-minute limit");
    expect(line(text, "Token redemption (app, every rule off) | 16 |")).toContain("| 400 |");
    expect(line(text, "Token redemption (app, every rule off) | 64 |")).toContain(
      "| not measured (out of time) |",
    );
    expect(line(text, "Redemption at 16 reaches 35% of the floor")).toContain("| 40% | met |");
    expect(line(text, "/login |")).toContain("120.0 KB");
    expect(line(text, "/login first-load JS")).toContain("met");
  });

  it("marks each target it could not measure instead of leaving it out", () => {
    const text = report();
    for (const target of [
      "GET /api/rewards/me at 16: p99 under 100 ms",
      "GET /api/leaderboard at 16: p99 under 100 ms",
      "Dashboard first-load JS at most 150 KB gzipped",
      "/join first-load JS at most 140 KB gzipped",
    ])
      expect(line(text, target)).toMatch(/\| not measured \(out of time\) \| n\/a \|$/);
    expect(line(text, "/user/dashboard |")).toContain("| not measured (out of time) |");
    expect(line(text, "App server's peak memory")).toContain("300 MB");
  });

  it("shows the small shop's reads, with the large shop's marked where it did not get that far", () => {
    const small = {
      results: new Map([["rewards", measured("rewards", "GET /api/rewards/me", 16)]]),
    };
    const text = report(small);
    expect(text).toContain("Growth (– → – customers");
    expect(line(text, "GET /api/rewards/me | 0.30 | – |")).not.toBe("");
    expect(line(text, "GET /api/rewards/me: database and app CPU grow")).toContain(
      "| not measured (out of time) | n/a |",
    );
  });
});
