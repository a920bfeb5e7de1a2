import "server-only";
import { Readable, pipeline } from "node:stream";
import { stringify } from "csv-stringify";
import { pool } from "@/lib/db/client";
import { CSV_CAST } from "./csv-cast";
import type { ExportQuerySpec } from "./queries";

const BATCH = 1000;

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

/**
 * The rows as CSV through csv-stringify, a web stream for the response. Text cells are
 * neutralised against formula injection; numbers stay numbers; times are ISO 8601 in UTC.
 */
export function csvStream(spec: ExportQuerySpec): ReadableStream<Uint8Array> {
  const csv = stringify({
    header: true,
    columns: spec.header,
    cast: CSV_CAST,
  });
  // pipeline ends the cursor (and frees its connection) when the download is cancelled.
  pipeline(Readable.from(cursorRows(spec)), csv, (error) => {
    if (error && error.code !== "ERR_STREAM_PREMATURE_CLOSE") {
      console.error("[export] stream failed:", error.message);
    }
  });
  return Readable.toWeb(csv) as ReadableStream<Uint8Array>;
}
