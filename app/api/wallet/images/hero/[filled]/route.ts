import * as z from "zod";
import { route } from "@/lib/api/route";
import { NOT_FOUND } from "@/lib/http/params";
import { heroAt } from "@/lib/wallet/images";

// A count that no card has is no image: the address names nothing.
const params = z.object({
  filled: z.coerce.number(NOT_FOUND).int(NOT_FOUND).min(0, NOT_FOUND).max(30, NOT_FOUND),
});

// GET /api/wallet/images/hero/{filled} — the stamps of a card at that count, Google Wallet's
// hero image (public, kept a day: the address changes with the card's look)
export const GET = route({ role: "public", params }, async ({ params }) => {
  const image = await heroAt(params.filled);
  return new Response(new Uint8Array(image), {
    headers: { "content-type": "image/png", "cache-control": "public, max-age=86400" },
  });
});
