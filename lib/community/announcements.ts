import "server-only";
import { desc, eq, sql } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { announcements, type Announcement } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { AnnouncementInput } from "@/lib/validation/announcement";
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

export async function createAnnouncement({
  input,
}: {
  input: AnnouncementInput;
}): Promise<AnnouncementView> {
  const [row] = await db.insert(announcements).values(input).returning();
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
  if (!row) throw new ApiError("not_found", NOT_FOUND);
  return view(row);
}

export async function deleteAnnouncement({ id }: { id: string }): Promise<void> {
  const deleted = await db
    .delete(announcements)
    .where(eq(announcements.id, id))
    .returning({ id: announcements.id });
  if (deleted.length === 0) throw new ApiError("not_found", NOT_FOUND);
}
