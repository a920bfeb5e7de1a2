import { english } from "@/tests/support/english";
import {
  IMPORT_MAX_BYTES,
  IMPORT_MAX_ROWS,
  parseCustomerCsv,
  TOO_LARGE,
  TOO_MANY_ROWS,
  utf8Bytes,
} from "./parse";

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
    expect(problems.map((p) => ({ ...p, message: english(p.message) }))).toEqual([
      { line: 2, field: "punches", message: "Punches must be a whole number from 0 to 10" },
      { line: 3, field: "xp", message: "XP must be a whole number from 0 to 10,000,000" },
      { line: 4, field: "username", message: "Username ann is already on line 2" },
      { line: 5, field: "username", message: expect.stringContaining("at least 3") },
      { line: 6, field: "punches", message: "Punches must be a whole number from 0 to 10" },
      { line: 6, field: "password", message: expect.stringContaining("3") },
    ]);
  });

  it("takes a balance of at most one card of the shop's program", () => {
    const csv = [HEADER, "ann,,8,0,", "ben,,9,0,"].join("\n");
    const { rows, problems } = parseCustomerCsv(csv, 8);
    expect(rows.map((r) => [r.username, r.punches])).toEqual([["ann", 8]]);
    expect(problems.map((p) => ({ ...p, message: english(p.message) }))).toEqual([
      { line: 3, field: "punches", message: "Punches must be a whole number from 0 to 8" },
    ]);
  });

  it("names missing columns, broken quoting and too many rows", () => {
    const inEnglish = (text: string) =>
      parseCustomerCsv(text).problems.map((p) => ({ ...p, message: english(p.message) }));
    expect(inEnglish("username,xp\nabc,1")).toEqual([
      { line: 1, field: "file", message: "Missing columns: name, punches" },
    ]);
    expect(inEnglish("username,name,punches\nabc,Ann,1")).toEqual([
      { line: 1, field: "file", message: "Missing column: xp" },
    ]);
    expect(inEnglish(`${HEADER}\nabc,"x,1,1,`)).toEqual([
      { line: 2, field: "file", message: "The file is not valid CSV" },
    ]);
    const many = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `u${i}xx,,0,0,`);
    expect(parseCustomerCsv([HEADER, ...many].join("\n")).problems).toEqual([
      { line: 1, field: "file", message: TOO_MANY_ROWS },
    ]);
    expect(english(TOO_MANY_ROWS)).toBe(
      "The file has more than 10,000 customers: import at most 10,000 per file, and split a larger one.",
    );
    expect(english(TOO_LARGE)).toBe("The file is larger than 2 MB");
    expect(parseCustomerCsv(HEADER)).toEqual({ rows: [], problems: [], count: 0 });
  });

  it("counts records, not lines: blank lines and quoted line breaks cost no row", () => {
    const rows = (n: number) => Array.from({ length: n }, (_, i) => `u${i}xx,,0,0,`);
    // The header, thousands of blank lines, then the customers: every one of them is read.
    const spaced = parseCustomerCsv([HEADER, ...Array(9_501).fill(""), ...rows(1_000)].join("\n"));
    expect(spaced.problems).toEqual([]);
    expect(spaced.rows).toHaveLength(1_000);
    expect(spaced.rows.at(-1)).toMatchObject({ username: "u999xx", line: 10_502 });
    const full = parseCustomerCsv([HEADER, "", "", "", ...rows(IMPORT_MAX_ROWS)].join("\n"));
    expect(full.problems).toEqual([]);
    expect(full.rows).toHaveLength(IMPORT_MAX_ROWS);
    // A name over two lines is one customer, reported on the line it starts.
    const quoted = parseCustomerCsv(`${HEADER}\nann,"Ann\nSmith",1,5,\nbob,Bob,1,5,\nx,,1,1,`);
    expect(quoted.rows.map((r) => [r.line, r.username, r.name])).toEqual([
      [2, "ann", "Ann\nSmith"],
      [4, "bob", "Bob"],
    ]);
    expect(quoted.problems.map((p) => ({ ...p, message: english(p.message) }))).toEqual([
      { line: 5, field: "username", message: expect.stringContaining("at least 3") },
    ]);
  });

  it("refuses a whole file over the row limit, however its rows are spread over lines", () => {
    const rows = Array.from({ length: IMPORT_MAX_ROWS + 1 }, (_, i) => `u${i}xx,"A\nB",0,0,`);
    const parsed = parseCustomerCsv([HEADER, "", "", ...rows].join("\n\n"));
    expect(parsed.rows).toEqual([]);
    expect(parsed.problems).toEqual([{ line: 1, field: "file", message: TOO_MANY_ROWS }]);
  });

  it("counts the 2 MB limit in bytes, not characters", () => {
    expect(utf8Bytes("aé€😀")).toBe(1 + 2 + 3 + 4);
    expect(utf8Bytes("€".repeat(10))).toBe(Buffer.byteLength("€".repeat(10)));
    // Under 2 MB in characters, over it in bytes: refused whole.
    const name = "é".repeat(100);
    const line = (i: number) => `u${i}xx,${name},0,0,`;
    const count = Math.ceil(IMPORT_MAX_BYTES / utf8Bytes(line(0))) + 1;
    const text = [HEADER, ...Array.from({ length: count }, (_, i) => line(i))].join("\n");
    expect(text.length).toBeLessThan(IMPORT_MAX_BYTES);
    expect(parseCustomerCsv(text).problems).toEqual([
      { line: 1, field: "file", message: TOO_LARGE },
    ]);
  });
});
