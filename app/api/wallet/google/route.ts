import { route } from "@/lib/api/route";
import { siteOrigin } from "@/lib/settings/site-origin";
import { connectGoogle } from "@/lib/wallet/connect";
import { googleConnectSchema } from "@/lib/wallet/connect-schema";
import { removeConnection } from "@/lib/wallet/store";

// PUT /api/wallet/google — {issuerId, serviceAccount}: the key file's JSON, checked, then kept
// encrypted (admin): {google: GoogleStatus}; 400 with each mistake on its field
export const PUT = route(
  { role: "admin", input: googleConnectSchema },
  async ({ req, input, user }) => ({
    google: await connectGoogle(input, { adminId: user.id, origin: await siteOrigin(req) }),
  }),
);

// DELETE /api/wallet/google — forgets the service account: passes stop updating (admin)
export const DELETE = route({ role: "admin" }, async () => {
  await removeConnection("google");
  return { ok: true };
});
