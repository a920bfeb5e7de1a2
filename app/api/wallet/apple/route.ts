import { route } from "@/lib/api/route";
import { siteOrigin } from "@/lib/settings/site-origin";
import { connectApple } from "@/lib/wallet/connect";
import { appleConnectSchema } from "@/lib/wallet/connect-schema";
import { removeConnection } from "@/lib/wallet/store";

// PUT /api/wallet/apple — {passTypeIdentifier, teamIdentifier, certificatePem, privateKeyPem,
// privateKeyPassphrase?, wwdrPem} or {p12Base64, p12Password, wwdrPem}: checked together, then
// kept encrypted (admin): {apple: AppleStatus}; 400 with each mistake on its field
export const PUT = route(
  { role: "admin", input: appleConnectSchema },
  async ({ req, input, user }) => ({
    apple: await connectApple(input, { adminId: user.id, origin: await siteOrigin(req) }),
  }),
);

// DELETE /api/wallet/apple — forgets the certificate: installed passes stop updating (admin)
export const DELETE = route({ role: "admin" }, async () => {
  await removeConnection("apple");
  return { ok: true };
});
