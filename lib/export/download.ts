import "server-only";
import { getShopSettings } from "@/lib/settings/shop";
import type { ExportName, ExportQuery } from "@/lib/validation/export";
import { exportQuerySpec } from "./queries";
import { csvStream } from "./stream";

/** Today in the shop's time zone, for the file name (en-CA writes YYYY-MM-DD). */
function today(timeZone: string): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());
}

/** The streamed CSV download of one export, named punchcard-<name>-<date>.csv. */
export async function exportResponse(name: ExportName, range: ExportQuery): Promise<Response> {
  const { timeZone } = await getShopSettings();
  const spec = exportQuerySpec(name, range, timeZone);
  return new Response(csvStream(spec), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="punchcard-${name}-${today(timeZone)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
