import "server-only";
import { eq, sql } from "drizzle-orm";
import * as z from "zod";
import { db } from "@/lib/db/client";
import { announcements } from "@/lib/db/schema";
import { sendToAll } from "./fan-out";
import { enqueue } from "@/lib/queue/boss";

const jobData = z.object({ announcementId: z.guid() });

// The inbox shows the start of the news; the whole of it is on /announcements.
const EXCERPT = 240;

const excerpt = (text: string) =>
  text.length <= EXCERPT ? text : `${text.slice(0, EXCERPT - 1).trimEnd()}…`;

/**
 * After an admin posted news: its fan-out, as a job. Never throws: the announcement is saved,
 * whatever becomes of its messages.
 */
export async function announceSoon(announcementId: string): Promise<void> {
  try {
    await enqueue("announcement", { announcementId });
  } catch (error) {
    console.error(
      `[messages] announcement ${announcementId} was not sent:`,
      error instanceof Error ? error.message : error,
    );
  }
}

/**
 * The "announcement" queue's job: the news in the inbox of every customer who wants news
 * (no preferences saved: they do), pushed to those with a phone, once each
 * (`announcement:<id>`). Its text is the owner's as written: no placeholders.
 */
export async function announcementJob(data: unknown): Promise<void> {
  const { announcementId } = jobData.parse(data);
  const [news] = await db
    .select({ title: announcements.title, content: announcements.content })
    .from(announcements)
    .where(eq(announcements.id, announcementId));
  if (!news) return;
  await sendToAll({
    kind: "announcement",
    title: news.title,
    body: excerpt(news.content),
    link: "/announcements",
    dedupeKey: sql`${`announcement:${announcementId}`}::text`,
    where: sql`coalesce((select ns.news from notification_settings ns where ns.user_id = u.id), true)`,
    personal: false,
  });
}
