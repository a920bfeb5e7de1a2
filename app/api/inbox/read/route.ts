import { route } from "@/lib/http/route";
import { markRead } from "@/lib/messages/inbox";
import { inboxReadSchema } from "@/lib/validation/inbox";

// POST /api/inbox/read {ids, opened?} | {all: true} — mark your own messages read (opened: a
// tap on the notification) → {unread}
export const POST = route({ role: "user", input: inboxReadSchema }, async ({ user, input }) =>
  markRead({ userId: user.id, read: input }),
);
