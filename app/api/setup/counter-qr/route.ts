import { created, route } from "@/lib/api/route";
import { issueCounterQr } from "@/lib/login-links/counter-qr";
import { siteOrigin } from "@/lib/settings/site-origin";
import { counterQrSchema } from "@/lib/setup/schema";

// POST /api/setup/counter-qr — {staffId}: a one-off QR that signs a counter device (a tablet)
// in as that staff account and opens the counter display: 10 minutes, single use (admin):
// {url, expiresAt, username}; 404 for an account that is not staff
export const POST = route({ role: "admin", input: counterQrSchema }, async ({ req, user, input }) =>
  created(
    await issueCounterQr({
      staffId: input.staffId,
      issuedBy: user.id,
      origin: await siteOrigin(req),
    }),
  ),
);
