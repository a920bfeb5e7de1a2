import "server-only";
import { shopDay } from "@/lib/settings/shop-day";
import { getShopSettings } from "@/lib/settings/shop";
import type { ExportName, ExportQuery } from "@/lib/validation/export";
import { exportQuerySpec } from "./queries";
import { csvStream } from "./stream";

/** The streamed CSV download of one export, named punchcard-<name>-<date>.csv. */
export async function exportResponse(name: ExportName, range: ExportQuery): Promise<Response> {
  const { timeZone } = await getShopSettings();
  const spec = exportQuerySpec(name, range, timeZone);
  return new Response(csvStream(spec), {
    headers: {
      "Content-Type": "text/csv; charset=utf-8",
      "Content-Disposition": `attachment; filename="punchcard-${name}-${shopDay(new Date(), timeZone)}.csv"`,
      "Cache-Control": "no-store",
    },
  });
}
