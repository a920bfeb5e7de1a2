import { growth, targets, type Measured } from "./report";

// A run of the bench, reduced to what the target lines read: rates, CPU per request, pages.
const row = (key: string, fields: Partial<Measured>): Measured => ({
  key,
  label: key,
  concurrency: 16,
  rps: 0,
  p50: 10,
  errors: 0,
  p99: 50,
  appCpu: 0,
  clientCpu: null,
  dbCpu: null,
  read: !key.startsWith("redeem"),
  ...fields,
});

function run({
  app = 350,
  page = 3.5,
  pageDbLarge = 0.5,
  js = 148 * 1024,
  login = 130 * 1024,
  loginArabic = 130 * 1024,
  join = 130 * 1024,
  peakMb = 400,
}: {
  app?: number;
  page?: number;
  pageDbLarge?: number;
  js?: number;
  login?: number;
  loginArabic?: number;
  join?: number;
  peakMb?: number;
} = {}) {
  const rows = [
    row("redeem", { rps: app }),
    row("redeem-floor", { rps: 1000 }),
    row("rewards", { appCpu: 1.2, dbCpu: 0.3 }),
    row("dashboard", { appCpu: page, dbCpu: pageDbLarge }),
  ];
  const small = {
    results: new Map([
      ["rewards", row("rewards", { appCpu: 1.3, dbCpu: 0.3 })],
      ["dashboard", row("dashboard", { appCpu: 3.4, dbCpu: 0.45 })],
    ]),
  };
  const pages = [
    { path: "/user/dashboard", gzip: js },
    { path: "/login", gzip: login },
    { path: "/login (ar)", gzip: loginArabic },
    { path: "/join", gzip: join },
  ];
  return targets(rows, pages, growth(rows, small), { peakMb });
}

const verdict = (checks: { what: string; ok: boolean | null }[], start: string) =>
  checks.find((c) => c.what.startsWith(start))?.ok;

describe("the bench's target lines", () => {
  it("holds the redemption to 35% of the floor's rate", () => {
    expect(verdict(run({ app: 350 }), "Redemption at 16 reaches 35%")).toBe(true);
    expect(verdict(run({ app: 340 }), "Redemption at 16 reaches 35%")).toBe(false);
  });

  it("holds the dashboard page to 3× GET /api/rewards/me in app CPU", () => {
    expect(verdict(run({ page: 3.6 }), "Dashboard page at 16: app CPU")).toBe(true);
    expect(verdict(run({ page: 3.7 }), "Dashboard page at 16: app CPU")).toBe(false);
  });

  it("holds each read's database CPU to 3× a primary-key read's and its growth under 1.5×", () => {
    const ok = run({ pageDbLarge: 0.6 });
    expect(verdict(ok, "dashboard: database CPU at most 3×")).toBe(true);
    expect(verdict(ok, "dashboard: database and app CPU grow")).toBe(true);
    const grown = run({ pageDbLarge: 0.7 });
    expect(verdict(grown, "dashboard: database and app CPU grow")).toBe(false);
    expect(verdict(run({ pageDbLarge: 0.95 }), "dashboard: database CPU at most 3×")).toBe(false);
  });

  it("holds the dashboard's first-load JavaScript to 150 KB", () => {
    expect(verdict(run({ js: 150 * 1024 }), "Dashboard first-load JS")).toBe(true);
    expect(verdict(run({ js: 150 * 1024 + 1 }), "Dashboard first-load JS")).toBe(false);
  });

  it("holds /login in Arabic to the same 140 KB: the words come from the server", () => {
    expect(verdict(run({ loginArabic: 140 * 1024 }), "/login in Arabic first-load JS")).toBe(true);
    expect(verdict(run({ loginArabic: 140 * 1024 + 1 }), "/login in Arabic first-load JS")).toBe(
      false,
    );
  });

  it("holds /login and /join, a new customer's first pages, to 140 KB", () => {
    expect(verdict(run({ login: 140 * 1024 }), "/login first-load JS")).toBe(true);
    expect(verdict(run({ login: 140 * 1024 + 1 }), "/login first-load JS")).toBe(false);
    expect(verdict(run({ join: 140 * 1024 }), "/join first-load JS")).toBe(true);
    expect(verdict(run({ join: 140 * 1024 + 1 }), "/join first-load JS")).toBe(false);
  });

  it("holds the app server's peak memory through the whole bench to 512 MB", () => {
    const line = "App server's peak memory (RSS) through the whole bench at most 512 MB";
    expect(verdict(run({ peakMb: 512 }), line)).toBe(true);
    expect(verdict(run({ peakMb: 513 }), line)).toBe(false);
    expect(run({ peakMb: 1085 }).find((c) => c.what.startsWith(line))?.figure).toBe("1,085 MB");
  });
});
