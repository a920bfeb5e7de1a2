import { listAnnouncements } from "@/lib/community/announcements";
import { NewsList } from "./news-list";

/** SPEC §9: the dashboard shows the three latest announcements. */
export const NEWS_BLOCK_COUNT = 3;

/**
 * The customer dashboard's 'News & Updates' block (server component). Renders nothing
 * when there are no announcements. A failure to load is only logged (SPEC §8), so it never
 * takes the dashboard down with it.
 */
export async function NewsBlock({ className }: { className?: string }) {
  const announcements = await listAnnouncements({ limit: NEWS_BLOCK_COUNT }).catch(
    (error: unknown) => {
      console.error("[news] failed to load announcements:", error);
      return [];
    },
  );
  if (announcements.length === 0) return null;
  return (
    <section className={className}>
      <NewsList announcements={announcements} />
    </section>
  );
}
