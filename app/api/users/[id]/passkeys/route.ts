import { accountPasskeys } from "@/lib/auth/passkeys/admin";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { USER_NOT_FOUND } from "@/lib/users/messages";

// GET /api/users/{id}/passkeys — an account's passkeys and who removed which (admin)
export const GET = route({ role: "admin", params: idParams(USER_NOT_FOUND) }, async ({ params }) =>
  accountPasskeys(params.id),
);
