import { clientIp } from "@/lib/http/client-ip";
import { callersWords, route } from "@/lib/api/route";
import { checkJoinUsername } from "@/lib/users/join-check";
import { joinCheckSchema } from "@/lib/users/join-schema";

// GET /api/join/check?tokenId=…&username=… — is a username free for a visitor about to join:
// {username, available, message}, the message in the visitor's language
export const GET = route({ role: "public", input: joinCheckSchema }, async ({ req, input }) => {
  const check = await checkJoinUsername({ ...input, ip: clientIp(req) });
  const say = await callersWords();
  return { ...check, message: check.message && say(check.message) };
});
