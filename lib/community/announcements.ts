import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { announcements, type Announcement } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import { announceSoon } from "@/lib/messaging/announcement-job";
import { serverMemo } from "@/lib/server-memo";
import type { AnnouncementInput } from "@/lib/community/announcement-schema";
import { ANNOUNCEMENT_NOT_FOUND as NOT_FOUND } from "./messages";
import type { AnnouncementView } from "./types";

function view(row: Announcement): AnnouncementView {
  return { ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() };
}

/** Newest first; the customer dashboard asks for the latest three. */
export async function listAnnouncements({ limit }: { limit?: number } = {}): Promise<
  AnnouncementView[]
> {
  const query = db
    .select()
    .from(announcements)
    .orderBy(desc(announcements.createdAt), desc(announcements.id));
  const rows = limit ? await query.limit(limit) : await query;
  return rows.map(view);
}

/** SPEC §9: the dashboard shows the three latest announcements. */
export const LATEST_COUNT = 3;

// Every dashboard shows the same three, so each app server reads them at most once every 2 s
// (a third of the dashboard's queries before); a change made on this server shows at once.
const latest = serverMemo("latest-announcements", 2_000, () =>
  listAnnouncements({ limit: LATEST_COUNT }),
);

/** The latest announcements for the dashboard, at most a couple of seconds old. */
export function latestAnnouncements(): Promise<AnnouncementView[]> {
  return latest.get();
}

export async function createAnnouncement({
  input,
}: {
  input: AnnouncementInput;
}): Promise<AnnouncementView> {
  const [row] = await db.insert(announcements).values(input).returning();
  latest.forget();
  // After the insert's commit, so the job finds the announcement: the customers' inboxes.
  await announceSoon(row!.id);
  return view(row!);
}

export async function updateAnnouncement({
  id,
  input,
}: {
  id: string;
  input: AnnouncementInput;
}): Promise<AnnouncementView> {
  const [row] = await db
    .update(announcements)
    .set({ ...input, updatedAt: sql`now()` })
    .where(eq(announcements.id, id))
    .returning();
  latest.forget();
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  return view(row);
}

export async function deleteAnnouncement({ id }: { id: string }): Promise<void> {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  latest.forget();
  if (deleted.length === 0) throw new ApiError("not_found", NOT_FOUND);
}
