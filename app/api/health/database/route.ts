import { NextResponse } from "next/server";
import { probeDatabase } from "@/lib/health/checks";

export const dynamic = "force-dynamic";

// GET /api/health/database — a database round trip: 200 {status, latencyMs} or 503 when it
// does not answer. Public and outside the route wrapper: it must answer while the database is down.
// Its refusal is for monitors, which read the code: /admin/status shows only online or offline,
// and the reader's language could not be known here anyway (the session and the shop's
// language are in the database that did not answer).
export async function GET() {
  const probe = await probeDatabase();
  const headers = { "cache-control": "no-store" };
  if (probe.ok) return NextResponse.json({ status: "ok", latencyMs: probe.latencyMs }, { headers });
  return NextResponse.json(
    { error: "The database did not answer", code: "unavailable", latencyMs: probe.latencyMs },
    { status: 503, headers },
  );
}
