import { latestAnnouncements } from "@/lib/community/announcements";
import { NewsList } from "./news-list";

/**
 * The customer dashboard's 'News & Updates' block (server component). Renders nothing
 * when there are no announcements. A failure to load is only logged (SPEC §8), so it never
 * takes the dashboard down with it.
 */
export async function NewsBlock({ className }: { className?: string }) {
  const announcements = await latestAnnouncements().catch((error: unknown) => {
    console.error("[news] failed to load announcements:", error);
    return [];
  });
  if (announcements.length === 0) return null;
  return (
    <section className={className}>
      <NewsList announcements={announcements} />
    </section>
  );
}
