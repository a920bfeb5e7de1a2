import { route } from "@/lib/api/route";
import { applePassFile, pkpassResponse } from "@/lib/wallet/add";

// GET /api/wallet/apple/try — the owner's own pass, to see it in their Wallet (admin)
export const GET = route({ role: "admin" }, async ({ user }) =>
  pkpassResponse(await applePassFile(user.id)),
);
