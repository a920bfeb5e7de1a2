import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { logBody } from "@/lib/wallet/passkit-schema";
import { holdPasskitLimit } from "@/lib/wallet/passkit";

// POST /api/passkit/v1/log — {logs}: Wallet's reports of what went wrong with our passes,
// written to the server's log (unauthenticated, so bounded: a few lines, each cut short)
export const POST = route({ role: "public", input: logBody }, async ({ req, input }) => {
  await holdPasskitLimit(clientIp(req), "log");
  for (const line of input.logs.slice(0, 10)) {
    console.warn("[passkit]", line.slice(0, 300).replace(/[\r\n]+/g, " "));
  }
  return new Response(null, { status: 200 });
});
