import { route } from "@/lib/api/route";
import { readWalletStatus } from "@/lib/wallet/status";

// GET /api/wallet — the connected wallets: ids, the certificate's expiry, passes issued; never
// a secret (admin): WalletStatus
export const GET = route({ role: "admin" }, async () => readWalletStatus());
