import { NextResponse } from "next/server";
import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { deviceParams, serialsQuery } from "@/lib/wallet/passkit-schema";
import { changedSerials, holdPasskitLimit } from "@/lib/wallet/passkit";

// GET /api/passkit/v1/devices/{device}/registrations/{passType}?passesUpdatedSince={tag} —
// {serialNumbers, lastUpdated} of this device's passes changed since the tag (every one
// without it); 204 when none. No token: the device library id is the secret.
export const GET = route(
  { role: "public", input: serialsQuery, params: deviceParams },
  async ({ req, input, params }) => {
    await holdPasskitLimit(clientIp(req), "service");
    const changed = await changedSerials({
      deviceLibraryId: params.deviceLibraryIdentifier,
      passTypeIdentifier: params.passTypeIdentifier,
      since: input.passesUpdatedSince ?? null,
    });
    if (!changed) return new Response(null, { status: 204 });
    return NextResponse.json(changed, { headers: { "cache-control": "no-store" } });
  },
);
