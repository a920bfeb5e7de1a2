import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { registrationBody, registrationParams } from "@/lib/wallet/passkit-schema";
import { holdPasskitLimit, notYours, registerDevice, unregisterDevice } from "@/lib/wallet/passkit";

// Apple's PassKit web service (webServiceURL = {site}/api/passkit): an iPhone registers a pass
// for its updates, or stops. `Authorization: ApplePass {token}`. Refusals in the app's error
// shape; Apple's devices read only the status.

// POST /api/passkit/v1/devices/{device}/registrations/{passType}/{serial} — {pushToken}:
// 201 registered, 200 already, 401 not this pass's token
export const POST = route(
  { role: "public", input: registrationBody, params: registrationParams },
  async ({ req, input, params }) => {
    await holdPasskitLimit(clientIp(req), "service");
    const status = await registerDevice({
      deviceLibraryId: params.deviceLibraryIdentifier,
      passTypeIdentifier: params.passTypeIdentifier,
      serial: params.serialNumber,
      authorization: req.headers.get("authorization"),
      pushToken: input.pushToken,
    });
    if (status === 401) throw notYours();
    return new Response(null, { status });
  },
);

// DELETE /api/passkit/v1/devices/{device}/registrations/{passType}/{serial} — 200, or 401
export const DELETE = route(
  { role: "public", params: registrationParams },
  async ({ req, params }) => {
    await holdPasskitLimit(clientIp(req), "service");
    const status = await unregisterDevice({
      deviceLibraryId: params.deviceLibraryIdentifier,
      passTypeIdentifier: params.passTypeIdentifier,
      serial: params.serialNumber,
      authorization: req.headers.get("authorization"),
    });
    if (status === 401) throw notYours();
    return new Response(null, { status });
  },
);
