import { removePasskey } from "@/lib/auth/passkeys/queries";
import { route } from "@/lib/api/route";
import { passkeyParams } from "@/lib/auth/passkeys/schema";

// DELETE /api/passkeys/{id} — remove one of your own passkeys; it stops working at once
export const DELETE = route(
  { role: "signed-in", params: passkeyParams },
  async ({ user, params }) => {
    await removePasskey({ userId: user.id, id: params.id });
    return { ok: true };
  },
);
