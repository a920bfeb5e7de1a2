import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { passParams } from "@/lib/wallet/passkit-schema";
import { fetchPass, holdPasskitLimit, notYours } from "@/lib/wallet/passkit";

// GET /api/passkit/v1/passes/{passType}/{serial} — the freshly signed pass with Last-Modified;
// 304 on a current If-Modified-Since; 401 without the pass's token
export const GET = route({ role: "public", params: passParams }, async ({ req, params }) => {
  await holdPasskitLimit(clientIp(req), "service");
  const fetched = await fetchPass({
    passTypeIdentifier: params.passTypeIdentifier,
    serial: params.serialNumber,
    authorization: req.headers.get("authorization"),
    ifModifiedSince: req.headers.get("if-modified-since"),
  });
  if (fetched.status === 401) throw notYours();
  const headers = {
    "last-modified": fetched.lastModified.toUTCString(),
    "cache-control": "no-store",
  };
  if (fetched.status === 304) return new Response(null, { status: 304, headers });
  return new Response(new Uint8Array(fetched.body), {
    headers: { ...headers, "content-type": "application/vnd.apple.pkpass" },
  });
});
