import { IMPORT_MAX_ROWS, parseCustomerCsv } from "./parse";

const HEADER = "username,name,punches,xp,password";

describe("parseCustomerCsv", () => {
  it("reads trimmed, lower-cased usernames, numbers and optional passwords", () => {
    const { rows, problems, count } = parseCustomerCsv(
      `\uFEFF Username , Name ,Punches,XP,Password\n  Alice ,"Smith, Alice",4,320,\nbob,Bob,10,0, secret1 \n\n`,
    );
    expect(problems).toEqual([]);
    expect(count).toBe(2);
    expect(rows).toEqual([
      { line: 2, username: "alice", name: "Smith, Alice", punches: 4, xp: 320, password: null },
      { line: 3, username: "bob", name: "Bob", punches: 10, xp: 0, password: "secret1" },
    ]);
  });

  it("lists every problem with the file's line number", () => {
    const { rows, problems } = parseCustomerCsv(
      [HEADER, "ann,,1.5,10,", "ben,,3,-4,", "ANN,,1,1,", "cy,,1,1,", "dee,,11,1,x"].join("\n"),
    );
    expect(rows.map((r) => r.username)).toEqual([]);
    expect(problems).toEqual([
      { line: 2, field: "punches", message: "Punches must be a whole number from 0 to 10" },
      { line: 3, field: "xp", message: "XP must be a whole number from 0 to 10,000,000" },
      { line: 4, field: "username", message: "Username ann is already on line 2" },
      { line: 5, field: "username", message: expect.stringContaining("at least 3") },
      { line: 6, field: "punches", message: "Punches must be a whole number from 0 to 10" },
      { line: 6, field: "password", message: expect.stringContaining("3") },
    ]);
  });

  it("names missing columns, broken quoting and too many rows", () => {
    expect(parseCustomerCsv("username,xp\nabc,1").problems).toEqual([
      { line: 1, field: "file", message: "Missing columns: name, punches" },
    ]);
    expect(parseCustomerCsv(`${HEADER}\nabc,"x,1,1,`).problems[0]).toMatchObject({ field: "file" });
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `u${i}xx,,0,0,`);
    expect(parseCustomerCsv([HEADER, ...many].join("\n")).problems).toEqual([
      { line: 1, field: "file", message: "At most 10,000 customers per file" },
    ]);
    expect(parseCustomerCsv(HEADER)).toEqual({ rows: [], problems: [], count: 0 });
  });
});
