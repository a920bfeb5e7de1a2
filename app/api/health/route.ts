import { NextResponse } from "next/server";
import { serverUptimeSeconds } from "@/lib/health/checks";

export const dynamic = "force-dynamic";

// GET /api/health — the app server answers: {status, uptimeSeconds}. Public and outside the
// route wrapper on purpose: a health check must not need the session, which needs the database.
export async function GET() {
  return NextResponse.json(
    { status: "ok", uptimeSeconds: serverUptimeSeconds() },
    { headers: { "cache-control": "no-store" } },
  );
}
