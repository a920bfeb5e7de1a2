import { route } from "@/lib/api/route";
import { listInbox } from "@/lib/messaging/inbox";
import { inboxQuerySchema } from "@/lib/messaging/inbox-schema";

// GET /api/inbox?before=<id>&limit=<n> — your own messages, newest first → {messages, unread,
// next} (next: the `before` of the older page, or null); limit=0 answers only the unread count
export const GET = route({ role: "user", input: inboxQuerySchema }, async ({ user, input }) =>
  listInbox({ userId: user.id, before: input.before, limit: input.limit }),
);
