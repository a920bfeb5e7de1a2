import * as z from "zod";
import { route } from "@/lib/api/route";
import { ApiError } from "@/lib/http/errors";
import { takeCallback } from "@/lib/wallet/google-callback";
import { CALLBACK_REFUSED } from "@/lib/wallet/messages";

// Google's signed message; its parts are checked by the verification, not here.
const callback = z.record(z.string(), z.unknown());

// POST /api/wallet/google/callback — Google tells that a customer saved or removed their pass
// (signed ECv2SigningOnly; a repeat is dropped): 200, or 400 when the signature is not Google's
export const POST = route({ role: "public", input: callback }, async ({ input }) => {
  if ((await takeCallback(input)) === "refused") {
    throw new ApiError("bad_request", CALLBACK_REFUSED);
  }
  return new Response(null, { status: 200 });
});
