import { deleteAnnouncement, updateAnnouncement } from "@/lib/community/announcements";
import { route } from "@/lib/http/route";
import { announcementSchema } from "@/lib/validation/announcement";

// PUT /api/announcements/{id} — edit an announcement's title and message (admin)
export const PUT = route({ role: "admin", input: announcementSchema }, async ({ input, params }) =>
  updateAnnouncement({ id: params.id, input }),
);

// DELETE /api/announcements/{id} — remove an announcement (admin)
export const DELETE = route({ role: "admin" }, async ({ params }) => {
  await deleteAnnouncement({ id: params.id });
  return { ok: true };
});
