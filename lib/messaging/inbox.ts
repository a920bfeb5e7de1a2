import "server-only";
import { and, count, desc, eq, inArray, isNull, lt, or, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inboxMessages, type InboxMessage } from "@/lib/db/schema";
import { INBOX_PAGE, type InboxRead } from "@/lib/messaging/inbox-schema";
import { safeLink } from "@/lib/pwa/link";

/** A message as the customer's inbox shows it: nothing about its delivery. */
export type InboxItem = Pick<
  InboxMessage,
  "id" | "kind" | "title" | "body" | "link" | "createdAt" | "readAt"
>;

/** The same, as the JSON answer and a screen receive it. */
export type InboxItemView = Omit<InboxItem, "createdAt" | "readAt"> & {
  createdAt: string;
  readAt: string | null;
};

export type InboxPage = {
  messages: InboxItemView[];
  unread: number;
  /** The `before` of the next (older) page, or null at the end. */
  next: number | null;
};

const columns = {
  id: inboxMessages.id,
  kind: inboxMessages.kind,
  title: inboxMessages.title,
  body: inboxMessages.body,
  link: inboxMessages.link,
  createdAt: inboxMessages.createdAt,
  readAt: inboxMessages.readAt,
};

function view(m: InboxItem): InboxItemView {
  return {
    ...m,
    link: safeLink(m.link),
    createdAt: m.createdAt.toISOString(),
    readAt: m.readAt?.toISOString() ?? null,
  };
}

/** How many of the customer's messages they have not read: the bell's figure. */
export async function unreadCount(userId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(inboxMessages)
    .where(and(eq(inboxMessages.userId, userId), isNull(inboxMessages.readAt)));
  return row?.n ?? 0;
}

/**
 * One page of the customer's own messages, newest first, and their unread count. Paged by
 * keyset: `before` is the id of the last message of the previous page, and only this
 * customer's message of that id counts (another customer's id finds nothing, so the page is
 * the first one again rather than a peek at someone else's timeline).
 */
export async function listInbox({
  userId,
  before,
  limit = INBOX_PAGE,
}: {
  userId: string;
  before?: number;
  limit?: number;
}): Promise<InboxPage> {
  if (limit === 0) return { messages: [], unread: await unreadCount(userId), next: null };
  const mine = eq(inboxMessages.userId, userId);
  let older = undefined;
  if (before !== undefined) {
    const [cursor] = await db
      .select({ createdAt: inboxMessages.createdAt, id: inboxMessages.id })
      .from(inboxMessages)
      .where(and(mine, eq(inboxMessages.id, before)));
    if (!cursor) return { messages: [], unread: await unreadCount(userId), next: null };
    older = or(
      lt(inboxMessages.createdAt, cursor.createdAt),
      and(eq(inboxMessages.createdAt, cursor.createdAt), lt(inboxMessages.id, cursor.id)),
    );
  }
  const [rows, unread] = await Promise.all([
    db
      .select(columns)
      .from(inboxMessages)
      .where(and(mine, older))
      // The order of inbox_messages_user_idx, so a page is an index range scan.
      .orderBy(desc(inboxMessages.createdAt), desc(inboxMessages.id))
      .limit(limit + 1),
    unreadCount(userId),
  ]);
  const page = rows.slice(0, limit);
  const next = rows.length > limit ? (page.at(-1)?.id ?? null) : null;
  return { messages: page.map(view), unread, next };
}

/**
 * Marks the customer's own messages read (some, or all of them); `opened` also counts a tap
 * on the notification. Another customer's ids match nothing. A message keeps the moment it
 * was first read or opened. Answers the unread count afterwards.
 */
export async function markRead({
  userId,
  read,
}: {
  userId: string;
  read: InboxRead;
}): Promise<{ unread: number }> {
  const opened = "ids" in read && read.opened === true;
  await db
    .update(inboxMessages)
    .set({
      readAt: sql`coalesce(${inboxMessages.readAt}, now())`,
      ...(opened ? { openedAt: sql`coalesce(${inboxMessages.openedAt}, now())` } : {}),
    })
    .where(
      and(
        eq(inboxMessages.userId, userId),
        "ids" in read
          ? inArray(inboxMessages.id, read.ids)
          : // Mark all: only the unread ones need writing.
            isNull(inboxMessages.readAt),
      ),
    );
  return { unread: await unreadCount(userId) };
}
