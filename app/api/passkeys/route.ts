import { listPasskeys } from "@/lib/auth/passkeys/queries";
import { route } from "@/lib/api/route";

// GET /api/passkeys — your own passkeys {passkeys:[{id, deviceName, createdAt, lastUsedAt, backedUp}]}
export const GET = route({ role: "signed-in" }, async ({ user }) => ({
  passkeys: await listPasskeys(user.id),
}));
