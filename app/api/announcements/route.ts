import { createAnnouncement, listAnnouncements } from "@/lib/community/announcements";
import { created, route } from "@/lib/api/route";
import { announcementSchema } from "@/lib/community/announcement-schema";

// GET /api/announcements — every announcement, newest first (anyone)
export const GET = route({ role: "public" }, async () => listAnnouncements());

// POST /api/announcements — publish an announcement (admin)
export const POST = route({ role: "admin", input: announcementSchema }, async ({ input }) =>
  created(await createAnnouncement({ input })),
);
