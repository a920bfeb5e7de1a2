import { readFile } from "node:fs/promises";
import { join } from "node:path";
import { route } from "@/lib/api/route";
import { logoImage } from "@/lib/wallet/images";

// GET /api/wallet/images/logo — the shop's logo as Google Wallet fetches it for the class
// (public; the address carries the look's version, so it may be kept a day)
export const GET = route({ role: "public" }, async () => {
  const logo =
    (await logoImage()) ?? (await readFile(join(process.cwd(), "public/icons/icon-512.png")));
  return new Response(new Uint8Array(logo), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" },
  });
});
