import { route } from "@/lib/api/route";
import { applePassFile, pkpassResponse } from "@/lib/wallet/add";

// GET /api/me/wallet/apple — the customer's card as a signed Apple Wallet pass
// (application/vnd.apple.pkpass); 404 when the shop has not connected Apple Wallet
export const GET = route({ role: "user" }, async ({ user }) =>
  pkpassResponse(await applePassFile(user.id)),
);
