import { created, route } from "@/lib/api/route";
import { idParams } from "@/lib/http/params";
import { issueSignInQr } from "@/lib/login-links/sign-in-qr";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { siteOrigin } from "@/lib/settings/site-origin";

// POST /api/customers/{id}/login-link — a one-off sign-in QR for a customer looked up at the
// counter (new phone, forgotten password): 10 minutes, single use (staff, admin): {url, expiresAt}
export const POST = route(
  { role: "staff", params: idParams(CUSTOMER_NOT_FOUND) },
  async ({ req, user, params }) =>
    created(
      await issueSignInQr({
        customerId: params.id,
        issuedBy: user.id,
        origin: await siteOrigin(req),
      }),
    ),
);
