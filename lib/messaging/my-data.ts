import "server-only";
import { asc, eq } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { inboxMessages } from "@/lib/db/schema";
import { getPreferences } from "./preferences";

/**
 * The customer's messages and what they chose to hear, for their data download: the inbox,
 * the preferences and birthday, and the devices by name (never their push endpoints or keys,
 * which are the push service's, not theirs to keep).
 */
export async function exportMessagesData(userId: string) {
  const [preferences, inbox] = await Promise.all([
    getPreferences(userId),
    db
      .select({
        kind: inboxMessages.kind,
        title: inboxMessages.title,
        body: inboxMessages.body,
        createdAt: inboxMessages.createdAt,
        readAt: inboxMessages.readAt,
        openedAt: inboxMessages.openedAt,
      })
      .from(inboxMessages)
      .where(eq(inboxMessages.userId, userId))
      .orderBy(asc(inboxMessages.createdAt), asc(inboxMessages.id)),
  ]);
  const { devices, ...choices } = preferences;
  return {
    notifications: {
      ...choices,
      devices: devices.map(({ deviceName, createdAt }) => ({ deviceName, createdAt })),
    },
    inbox,
  };
}
