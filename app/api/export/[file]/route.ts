import { exportResponse } from "@/lib/export/download";
import { route } from "@/lib/api/route";
import { exportParams, exportQuery } from "@/lib/export/schema";

// GET /api/export/{customers|ledger|codes|tokens|inventory|reviews}.csv — a streamed CSV download
export const GET = route(
  { role: "admin", input: exportQuery, params: exportParams },
  async ({ input, params }) => exportResponse(params.file, input),
);
