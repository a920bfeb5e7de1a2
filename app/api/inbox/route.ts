import { route } from "@/lib/http/route";
import { listInbox } from "@/lib/messages/inbox";
import { inboxQuerySchema } from "@/lib/validation/inbox";

// GET /api/inbox?before=<id>&limit=<n> — your own messages, newest first → {messages, unread,
// next} (next: the `before` of the older page, or null); limit=0 answers only the unread count
export const GET = route({ role: "user", input: inboxQuerySchema }, async ({ user, input }) =>
  listInbox({ userId: user.id, before: input.before, limit: input.limit }),
);
