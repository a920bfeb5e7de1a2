import { parse } from "csv-parse/sync";
import * as z from "zod";
import { PUNCHES_PER_CARD } from "@/lib/rewards/curve";
import { adminUpdateUserSchema } from "@/lib/users/schema";
import {
  IMPORT_NOT_CSV,
  importMissingColumns,
  importTooLarge,
  importTooManyRows,
  importUsernameRepeated,
  importWholeNumber,
} from "./messages";

/** The largest file the import takes: a previous system's export of a busy shop. */
export const IMPORT_MAX_BYTES = 2 * 1024 * 1024;
export const IMPORT_MAX_ROWS = 10_000;
/** Far above any real balance (level 100 is about 170,000 XP); a typo of extra digits is caught. */
export const IMPORT_MAX_XP = 10_000_000;
export const IMPORT_COLUMNS = ["username", "name", "punches", "xp"] as const;

export type ImportProblem = { line: number; field: string; message: string };
export type ImportRow = {
  line: number;
  username: string;
  name: string;
  punches: number;
  xp: number;
  password: string | null;
};

// The same rules as creating an account by hand, so an imported customer could have been typed in.
const username = adminUpdateUserSchema.shape.username.unwrap();
const password = adminUpdateUserSchema.shape.password.unwrap();
const name = adminUpdateUserSchema.shape.name.unwrap();

const whole = (field: "punches" | "xp", max: number) => {
  const message = importWholeNumber(field, max);
  return z.string().regex(/^\d+$/, message).transform(Number).pipe(z.number().max(max, message));
};

/** The columns' rules; a balance of punches fills at most one card of the shop's program. */
const fieldsFor = (cardSize: number) =>
  ({
    username,
    name,
    punches: whole("punches", cardSize),
    xp: whole("xp", IMPORT_MAX_XP),
  }) as const;

const INVALID = "errors.http.invalidInput";

type Parsed = { rows: ImportRow[]; problems: ImportProblem[]; count: number };

/** UTF-8 bytes of a text, as the 2 MB limit counts them (a character may take up to four). */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const unit = text.charCodeAt(i);
    if (unit < 0x80) bytes += 1;
    else if (unit < 0x800) bytes += 2;
    else if (unit >= 0xd800 && unit <= 0xdbff && i + 1 < text.length) {
      // A surrogate pair is one character of four bytes.
      bytes += 4;
      i++;
    } else bytes += 3;
  }
  return bytes;
}

// Catalogue keys (lib/import/messages.ts): the owner reads them in their language.
export const TOO_LARGE = importTooLarge(IMPORT_MAX_BYTES / 1024 / 1024);
export const TOO_MANY_ROWS = importTooManyRows(IMPORT_MAX_ROWS);

type ParsedRecord = { record: Record<string, string>; info: { lines: number } };

/** The line a record starts on: csv-parse counts to its end, and a quoted cell may hold line breaks. */
function startLine({ record, info }: ParsedRecord): number {
  let breaks = 0;
  for (const value of Object.values(record)) breaks += value.match(/\r\n|\r|\n/g)?.length ?? 0;
  return info.lines - breaks;
}

/**
 * Reads the CSV (a header row naming the columns, cells trimmed) and checks every row on its
 * own and against the others: each problem carries the file's line number, so the owner can
 * fix the file in a spreadsheet and check again. Usernames already taken are checked later.
 * `cardSize`: the size of a card of the shop's program now, the most punches a row may bring.
 */
export function parseCustomerCsv(text: string, cardSize: number = PUNCHES_PER_CARD): Parsed {
  if (utf8Bytes(text) > IMPORT_MAX_BYTES) {
    return { rows: [], problems: [{ line: 1, field: "file", message: TOO_LARGE }], count: 0 };
  }
  let records: ParsedRecord[];
  try {
    // Records, not lines: blank lines are skipped and a quoted cell may span lines. One record
    // past the limit is read, to refuse the whole file rather than import part of it.
    records = parse(text, {
      columns: (header: string[]) => header.map((h) => h.trim().toLowerCase()),
      trim: true,
      bom: true,
      skip_empty_lines: true,
      info: true,
      to: IMPORT_MAX_ROWS + 1,
    });
  } catch (error) {
    // The parser's own reason is English only: the line it names says where to look.
    const line = (error as { lines?: number }).lines ?? 1;
    return { rows: [], problems: [{ line, field: "file", message: IMPORT_NOT_CSV }], count: 0 };
  }
  const problems: ImportProblem[] = [];
  const header = text.trim() === "" ? [] : Object.keys(records[0]?.record ?? headerOf(text));
  const missing = IMPORT_COLUMNS.filter((c) => !header.includes(c));
  if (missing.length > 0) {
    const message = importMissingColumns(missing);
    return { rows: [], problems: [{ line: 1, field: "file", message }], count: records.length };
  }
  if (records.length > IMPORT_MAX_ROWS) {
    const problem = { line: 1, field: "file", message: TOO_MANY_ROWS };
    return { rows: [], problems: [problem], count: records.length };
  }

  const rows: ImportRow[] = [];
  const firstLine = new Map<string, number>();
  for (const parsed of records) {
    const { record } = parsed;
    const line = startLine(parsed);
    const values: Record<string, unknown> = {};
    let ok = true;
    for (const [field, schema] of Object.entries(fieldsFor(cardSize))) {
      const parsed = schema.safeParse(record[field] ?? "");
      if (parsed.success) values[field] = parsed.data;
      else {
        ok = false;
        problems.push({ line, field, message: parsed.error.issues[0]?.message ?? INVALID });
      }
    }
    let pass: string | null = null;
    if ((record.password ?? "") !== "") {
      const parsed = password.safeParse(record.password);
      if (parsed.success) pass = parsed.data;
      else {
        ok = false;
        const message = parsed.error.issues[0]?.message ?? INVALID;
        problems.push({ line, field: "password", message });
      }
    }
    if (typeof values.username === "string") {
      const seen = firstLine.get(values.username);
      if (seen !== undefined) {
        ok = false;
        const message = importUsernameRepeated(values.username, seen);
        problems.push({ line, field: "username", message });
      } else firstLine.set(values.username, line);
    }
    if (ok)
      rows.push({ ...(values as Omit<ImportRow, "line" | "password">), line, password: pass });
  }
  return { rows, problems, count: records.length };
}

/** The header of a file that has no data rows yet. */
function headerOf(text: string): Record<string, string> {
  const [first] = parse(text, {
    to: 1,
    trim: true,
    bom: true,
    skip_empty_lines: true,
  }) as string[][];
  return Object.fromEntries((first ?? []).map((h) => [h.trim().toLowerCase(), ""]));
}
