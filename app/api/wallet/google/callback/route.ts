import * as z from "zod";
import { route } from "@/lib/api/route";
import { takeCallback } from "@/lib/wallet/google-callback";

// Google's signed message; its parts are checked by the verification, not here.
const callback = z.record(z.string(), z.unknown());

// POST /api/wallet/google/callback — Google tells that a customer saved or removed their pass
// (signed ECv2SigningOnly; a repeat is dropped): 200, or 400 when the signature is not Google's
export const POST = route({ role: "public", input: callback }, async ({ input }) => {
  const taken = await takeCallback(input);
  return new Response(null, { status: taken === "refused" ? 400 : 200 });
});
