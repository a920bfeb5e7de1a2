import { z } from "zod";
import { sessionResponse } from "@/lib/auth/issue-session";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/http/route";
import { clientIp } from "@/lib/http/client-ip";
import { deleteAccount } from "@/lib/users/accounts";
import { USER_NOT_FOUND } from "@/lib/users/messages";
import { updateUserAs } from "@/lib/users/profile";
import { getPublicUser } from "@/lib/users/queries";

// PUT /api/users/{id} — partial update: an admin any account {username, name, password, role};
// a customer only their own {username, name, password}; one's own password needs {currentPassword}
export const PUT = route(
  {
    role: "signed-in",
    input: z.record(z.string(), z.unknown()),
    params: idParams(USER_NOT_FOUND),
  },
  async ({ req, input, user, params }) => {
    const updated = await updateUserAs({ user, targetId: params.id, input, ip: clientIp(req) });
    const body = await getPublicUser({ id: updated.id });
    // A new password ends old sessions; this device gets a fresh one so it stays signed in.
    return updated.id === user.id ? sessionResponse(req, updated, body) : body;
  },
);

// DELETE /api/users/{id} — delete an account and all its data (admin; never yourself or the last admin)
export const DELETE = route(
  { role: "admin", params: idParams(USER_NOT_FOUND) },
  async ({ user, params }) => {
    await deleteAccount({ actorId: user.id, targetId: params.id });
    return { ok: true };
  },
);
