import "server-only";
import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import { pool } from "@/lib/db/client";
import { CSV_CAST } from "./csv-cast";
import type { ExportQuerySpec } from "./queries";

const BATCH = 1000;
const encoder = new TextEncoder();

/**
 * The query's rows, read through a cursor a thousand at a time, so 100,000 customers never
 * sit in memory at once. The read-only transaction gives the whole file one snapshot; it is
 * rolled back when the file ends or the download is abandoned, and the connection goes back
 * to the pool either way.
 */
async function* cursorRows(spec: ExportQuerySpec): AsyncGenerator<unknown[]> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    await client.query("begin transaction isolation level repeatable read read only");
    await client.query({
      text: `declare export_rows no scroll cursor for ${spec.text}`,
      values: spec.values,
    });
    for (;;) {
      const { rows } = await client.query<unknown[]>({
        text: `fetch ${BATCH} from export_rows`,
        rowMode: "array",
      });
      yield* rows;
      if (rows.length < BATCH) break;
    }
  } catch (error) {
    broken = error as Error;
    throw error;
  } finally {
    try {
      await client.query("rollback");
    } catch (error) {
      broken ??= error as Error;
    }
    client.release(broken);
  }
}

/** The rows with their worded cells in the reader's language; any other text as stored. */
async function* worded(
  rows: AsyncGenerator<unknown[]>,
  columns: number[],
  word: (text: string) => string,
): AsyncGenerator<unknown[]> {
  for await (const row of rows) {
    for (const i of columns) if (typeof row[i] === "string") row[i] = word(row[i]);
    yield row;
  }
}

/**
 * The rows as CSV through csv-stringify, a web stream for the response. Text cells are
 * neutralised against formula injection; numbers stay numbers; times come from the query
 * already written in the shop's time zone (queries.ts).
 *
 * The web stream pulls from the CSV stream's iterator, one chunk per read, so nothing is
 * pushed into a stream the client has already left (Node's Readable.toWeb does, and throws
 * "Controller is already closed" out of the server when a download is abandoned). Cancelling
 * the download ends the iterator, which destroys the CSV stream: the pipeline then ends the
 * cursor and gives its connection back.
 */
export function csvStream(
  spec: ExportQuerySpec,
  word: (text: string) => string = (text) => text,
): ReadableStream<Uint8Array> {
  const csv = stringify({
    header: true,
    columns: spec.header,
    cast: CSV_CAST,
  });
  pipeline(Readable.from(worded(cursorRows(spec), spec.worded ?? [], word)), csv, (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error("[export] stream failed:", error.message);
    }
  });
  const chunks = csv[Symbol.asyncIterator]() as AsyncIterator<Buffer | string>;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      let next: IteratorResult<Buffer | string>;
      try {
        next = await chunks.next();
      } catch (error) {
        // The query failed part-way: the download ends with an error, the server goes on.
        controller.error(error);
        return;
      }
      if (next.done) controller.close();
      else
        controller.enqueue(
          typeof next.value === "string" ? encoder.encode(next.value) : next.value,
        );
    },
    async cancel() {
      await chunks.return?.();
    },
  });
}
