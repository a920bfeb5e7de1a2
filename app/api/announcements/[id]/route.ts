import { deleteAnnouncement, updateAnnouncement } from "@/lib/community/announcements";
import { ANNOUNCEMENT_NOT_FOUND } from "@/lib/community/messages";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { announcementSchema } from "@/lib/community/announcement-schema";

const params = idParams(ANNOUNCEMENT_NOT_FOUND);

// PUT /api/announcements/{id} — edit an announcement's title and message (admin)
export const PUT = route(
  { role: "admin", input: announcementSchema, params },
  async ({ input, params }) => updateAnnouncement({ id: params.id, input }),
);

// DELETE /api/announcements/{id} — remove an announcement (admin)
export const DELETE = route({ role: "admin", params }, async ({ params }) => {
  await deleteAnnouncement({ id: params.id });
  return { ok: true };
});
