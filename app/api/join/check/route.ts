import { clientIp } from "@/lib/http/client-ip";
import { route } from "@/lib/http/route";
import { checkJoinUsername } from "@/lib/users/join-check";
import { joinCheckSchema } from "@/lib/validation/join";

// GET /api/join/check?tokenId=…&username=… — is a username free for a visitor about to join:
// {username, available, message}
export const GET = route({ role: "public", input: joinCheckSchema }, async ({ req, input }) =>
  checkJoinUsername({ ...input, ip: clientIp(req) }),
);
