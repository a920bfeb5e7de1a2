import { route } from "@/lib/api/route";
import { markRead } from "@/lib/messaging/inbox";
import { inboxReadSchema } from "@/lib/messaging/inbox-schema";

// POST /api/inbox/read {ids, opened?} | {all: true} — mark your own messages read (opened: a
// tap on the notification) → {unread}
export const POST = route({ role: "user", input: inboxReadSchema }, async ({ user, input }) =>
  markRead({ userId: user.id, read: input }),
);
