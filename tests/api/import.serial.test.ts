import { ADMIN, closeDb, createUser, signedIn, sql, uniqueName } from "../support/api";
import { runScript } from "../support/server";

afterAll(closeDb);

const HEADER = "username,name,punches,xp,password";
const importCsv = (csv: string, dryRun = false) =>
  signedIn(ADMIN).then((admin) =>
    admin.post(`/api/import/customers${dryRun ? "?dryRun=1" : ""}`, { csv }),
  );

async function countUsers(names: string[]) {
  const { rows } = await sql().query<{ n: number }>(
    "select count(*)::int as n from users where username = any($1)",
    [names],
  );
  return rows[0]!.n;
}

async function dbCheck() {
  const check = await runScript("db-check.mjs", [], { DATABASE_URL: process.env.DATABASE_URL! });
  expect(check.output).toContain("All reward invariants hold.");
  expect(check.code).toBe(0);
}

describe("POST /api/import/customers", () => {
  it("reports every bad row with its line number in a dry run, and writes nothing", async () => {
    const taken = await createUser();
    const p = uniqueName("imp");
    const names = [`${p}a`, `${p}b`, `${p}c`, `${p}d`, `${p}e`, `${p}f`];
    const csv = [
      HEADER,
      `${names[0]},Ann,3,100,`, // line 2: fine
      `${names[1]},Ben,11,0,`, // line 3: too many punches
      `${names[2]},Cat,2,lots,`, // line 4: bad number
      `${names[0]},Dup,1,1,`, // line 5: duplicate within the file
      `${taken.username},Old,1,1,`, // line 6: already taken
      `x,Short,1,1,`, // line 7: username too short
      `${names[3]},Pat,-1,5,ab`, // line 8: negative punches and a short password
      `${names[4]},Eve,10,999999,secret1`, // line 9: fine
    ].join("\n");
    const before = await countUsers([...names, "x"]);

    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    const problems = dry.body.problems as { line: number; field: string; message: string }[];
    expect(dry.body.rows).toBe(8);
    expect(problems.map((x) => [x.line, x.field])).toEqual([
      [3, "punches"],
      [4, "xp"],
      [5, "username"],
      [6, "username"],
      [7, "username"],
      [8, "punches"],
      [8, "password"],
    ]);
    expect(problems[2]!.message).toBe(`Username ${names[0]} is already on line 2`);
    expect(problems[3]!.message).toBe(`Username ${taken.username} is already taken`);
    expect(problems[0]!.message).toBe("Punches must be a whole number from 0 to 10");

    // Without the dry run: the same problems, and still nothing written.
    const real = await importCsv(csv);
    expect(real.status).toBe(400);
    expect(real.body.issues).toEqual(problems);
    expect(await countUsers([...names, "x"])).toBe(before);
  });

  it("reports a missing column and a file that is not CSV", async () => {
    const missing = await importCsv("username,name,xp\nabc,Abc,1", true);
    expect(missing.body.problems).toEqual([
      { line: 1, field: "file", message: "Missing column: punches" },
    ]);
    const broken = await importCsv(`${HEADER}\nabc,"Abc,1,1,`, true);
    expect((broken.body.problems as { field: string }[])[0]!.field).toBe("file");
  });

  it("imports every row with its balance in the ledger, and db:check stays clean", async () => {
    const p = uniqueName("imp");
    const csv = [
      HEADER,
      `${p}one,  One Person ,4,320,`,
      `${p}two,Two,10,1200,secret1`,
      `${p.toUpperCase()}THREE,,0,0,`,
    ].join("\n");
    const answer = await importCsv(csv);
    expect(answer.status).toBe(201);
    const users = answer.body.users as { username: string; autoLoginUrl: string | null }[];
    expect(users.map((u) => u.username)).toEqual([`${p}one`, `${p}two`, `${p}three`]);
    expect(users[0]!.autoLoginUrl).toMatch(/\/auto-login\/[\w-]+$/);
    expect(users[1]!.autoLoginUrl).toBeNull();

    const { rows } = await sql().query(
      `select u.username, u.name, u.xp, u.level, u.role, c.punches, c.is_complete,
              l.reason, l.punch_delta, l.xp_delta, l.cycle, l.note, l.actor_id is not null as by_admin
       from users u join punch_cards c on c.user_id = u.id join reward_ledger l on l.user_id = u.id
       where u.username like $1 order by u.username`,
      [`${p}%`],
    );
    expect(rows).toEqual([
      expect.objectContaining({ username: `${p}one`, name: "One Person", xp: 320, level: 3 }),
      expect.objectContaining({ username: `${p}three`, xp: 0, level: 1, punches: 0 }),
      expect.objectContaining({ username: `${p}two`, punches: 10, is_complete: true, xp: 1200 }),
    ]);
    for (const row of rows) {
      expect(row).toMatchObject({ role: "user", reason: "import", cycle: 0, note: "Imported" });
      expect(row.by_admin).toBe(true);
      expect(row.punch_delta).toBe(row.punches);
      expect(row.xp_delta).toBe(row.xp);
    }
    // The password from the file works; the others sign in with their link.
    const two = await signedIn({ username: `${p}two`, password: "secret1" });
    expect((await two.get("/api/auth/me")).status).toBe(200);
    await dbCheck();

    // Importing the same file again: every username is now taken.
    const again = await importCsv(csv, true);
    expect((again.body.problems as unknown[]).length).toBe(3);
  });

  it("imports 10,000 customers in one go", async () => {
    const p = uniqueName("bulk");
    const lines = Array.from(
      { length: 10_000 },
      (_, i) => `${p}${i},Customer ${i},${i % 10},${i % 100},${i % 2500 === 0 ? "pass-" + i : ""}`,
    );
    const csv = [HEADER, ...lines].join("\n");
    const started = Date.now();
    const answer = await importCsv(csv);
    expect(answer.status).toBe(201);
    expect(answer.body.rows).toBe(10_000);
    const took = Date.now() - started;
    expect(took).toBeLessThan(60_000);
    const { rows } = await sql().query<{ users: number; entries: number }>(
      `select count(*)::int as users, count(l.id)::int as entries
       from users u join reward_ledger l on l.user_id = u.id and l.reason = 'import'
       where u.username like $1`,
      [`${p}%`],
    );
    expect(rows[0]).toEqual({ users: 10_000, entries: 10_000 });
    await dbCheck();
    // Removed again so other tests' lists and leaderboards stay small; deleting 10,000 accounts
    // (each delete checks every table that refers to users) takes longer than importing them.
    await sql().query("delete from users where username like $1", [`${p}%`]);
  }, 300_000);

  it("counts records, not lines: blank lines and names over two lines drop no customer", async () => {
    const p = uniqueName("gap");
    const names = Array.from({ length: 1_000 }, (_, i) => `${p}${i}`);
    // A header, 9,501 blank lines, then 1,000 customers, one of them with a two-line name.
    const rows = names.map((n, i) => (i === 500 ? `${n},"Two\nLines",1,5,` : `${n},N ${i},1,5,`));
    const csv = [HEADER, ...Array(9_501).fill(""), ...rows].join("\n");
    const dry = await importCsv(csv, true);
    expect(dry.body).toEqual({ rows: 1_000, problems: [] });
    const answer = await importCsv(csv);
    expect(answer.status).toBe(201);
    expect(answer.body.rows).toBe(1_000);
    expect(await countUsers(names)).toBe(1_000);
    const { rows: named } = await sql().query("select name from users where username = $1", [
      names[500],
    ]);
    expect(named[0].name).toBe("Two\nLines");
    await dbCheck();
    await sql().query("delete from users where username like $1", [`${p}%`]);
  }, 120_000);

  it("refuses a whole file over 10,000 customers, blank lines or not, and says the limit", async () => {
    const p = uniqueName("over");
    const lines = Array.from({ length: 10_001 }, (_, i) => `${p}${i},,0,0,`);
    const csv = [HEADER, "", "", "", ...lines].join("\n");
    const dry = await importCsv(csv, true);
    expect(dry.status).toBe(200);
    expect(dry.body.problems).toEqual([
      { line: 1, field: "file", message: expect.stringContaining("10,000") },
    ]);
    const answer = await importCsv(csv);
    expect(answer.status).toBe(400);
    expect(answer.body.error).toContain("10,000");
    expect(await countUsers([`${p}0`, `${p}10000`])).toBe(0);
  });

  it("normalises usernames and refuses look-alikes: hidden characters and mixed alphabets", async () => {
    const p = uniqueName("nf");
    const fullWidth = [...p].map((c) => String.fromCharCode(c.charCodeAt(0) + 0xfee0)).join("");
    const csv = [
      HEADER,
      `${fullWidth}Ａ,Wide,1,5,`, // line 2: stored as plain letters
      `${p}\u200bb,Hidden,1,5,`, // line 3: a zero-width space
      `${p}\u202ec,Turned,1,5,`, // line 4: a right-to-left override
      `${p}\u0430d,Mixed,1,5,`, // line 5: a Cyrillic а among Latin letters
    ].join("\n");
    const dry = await importCsv(csv, true);
    const problems = dry.body.problems as { line: number; field: string; message: string }[];
    expect(problems.map((x) => [x.line, x.field, x.message])).toEqual([
      [3, "username", "Username cannot contain invisible or direction-changing characters"],
      [4, "username", "Username cannot contain invisible or direction-changing characters"],
      [
        5,
        "username",
        "Username must use one alphabet, not a mix (such as Latin and Cyrillic letters)",
      ],
    ]);
    const answer = await importCsv([HEADER, `${fullWidth}Ａ,Wide,1,5,`].join("\n"));
    expect(answer.status).toBe(201);
    expect(await countUsers([`${p}a`])).toBe(1);
    await dbCheck();
  });

  it("refuses customers and staff", async () => {
    const csv = `${HEADER}\n${uniqueName("imp")},X,1,1,`;
    for (const role of ["user", "staff"] as const) {
      const client = await signedIn(await createUser({ role }));
      expect((await client.post("/api/import/customers?dryRun=1", { csv })).status).toBe(403);
      expect((await client.post("/api/import/customers", { csv })).status).toBe(403);
    }
  });
});
