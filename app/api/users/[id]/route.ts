import { z } from "zod";
import { sessionResponse } from "@/lib/auth/issue-session";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { clientIp } from "@/lib/http/client-ip";
import { deleteAccount } from "@/lib/users/accounts";
import { isLocale } from "@/lib/i18n/locales";
import { rememberLocale } from "@/lib/users/locale-cookie";
import { USER_NOT_FOUND } from "@/lib/users/messages";
import { updateUserAs } from "@/lib/users/profile";
import { getPublicUser } from "@/lib/users/queries";

// PUT /api/users/{id} — partial update: an admin any account {username, name, password, role};
// a customer only their own {username, name, password, locale}; one's own password needs
// {currentPassword}; answers the account with its saved locale
export const PUT = route(
  {
    role: "signed-in",
    input: z.record(z.string(), z.unknown()),
    params: idParams(USER_NOT_FOUND),
  },
  async ({ req, input, user, params }) => {
    const updated = await updateUserAs({ user, targetId: params.id, input, ip: clientIp(req) });
    const locale = isLocale(updated.locale) ? updated.locale : null;
    const body = { ...(await getPublicUser({ id: updated.id })), locale };
    if (updated.id !== user.id) return body;
    // A new password ends old sessions; this device gets a fresh one so it stays signed in.
    const response = await sessionResponse(req, updated, body);
    // Asked for a language: this browser keeps the one saved (rememberLocale).
    if (input.locale !== undefined) rememberLocale(req, response, locale);
    return response;
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
