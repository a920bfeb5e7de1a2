import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { registrationBody, registrationParams } from "@/lib/wallet/passkit-schema";
import { registerDevice, unregisterDevice, withinLimit } from "@/lib/wallet/passkit";

// Apple's PassKit web service (webServiceURL = {site}/api/passkit): an iPhone registers a pass
// for its updates, or stops. `Authorization: ApplePass {token}`.

const status = (code: number) => new Response(null, { status: code });

// POST /api/passkit/v1/devices/{device}/registrations/{passType}/{serial} — {pushToken}:
// 201 registered, 200 already, 401 not this pass's token
export const POST = route(
  { role: "public", input: registrationBody, params: registrationParams },
  async ({ req, input, params }) => {
    if (!(await withinLimit(clientIp(req), "service"))) return status(429);
    return status(
      await registerDevice({
        deviceLibraryId: params.deviceLibraryIdentifier,
        passTypeIdentifier: params.passTypeIdentifier,
        serial: params.serialNumber,
        authorization: req.headers.get("authorization"),
        pushToken: input.pushToken,
      }),
    );
  },
);

// DELETE /api/passkit/v1/devices/{device}/registrations/{passType}/{serial} — 200, or 401
export const DELETE = route(
  { role: "public", params: registrationParams },
  async ({ req, params }) => {
    if (!(await withinLimit(clientIp(req), "service"))) return status(429);
    return status(
      await unregisterDevice({
        deviceLibraryId: params.deviceLibraryIdentifier,
        passTypeIdentifier: params.passTypeIdentifier,
        serial: params.serialNumber,
        authorization: req.headers.get("authorization"),
      }),
    );
  },
);
