import { route } from "@/lib/api/route";
import { googleSaveUrl } from "@/lib/wallet/add";

// GET /api/wallet/google/try — {url}: the owner's own pass, to see it in Google Wallet (admin)
export const GET = route({ role: "admin" }, async ({ user }) => ({
  url: await googleSaveUrl(user.id),
}));
