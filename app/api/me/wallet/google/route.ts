import { route } from "@/lib/api/route";
import { googleSaveUrl } from "@/lib/wallet/add";

// GET /api/me/wallet/google — {url}: the customer's "save to Google Wallet" link, their loyalty
// object inserted first; 404 when the shop has not connected Google Wallet
export const GET = route({ role: "user" }, async ({ user }) => ({
  url: await googleSaveUrl(user.id),
}));
