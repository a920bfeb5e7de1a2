import { route } from "@/lib/api/route";
import { exportMyData } from "@/lib/users/my-data";
import { myDataFileName } from "@/lib/users/my-data-schema";

// GET /api/me/export — the signed-in person's own data as a JSON file download. Staff and
// admins get theirs too (their profile, reviews and tickets; no card).
export const GET = route({ role: "signed-in" }, async ({ user }) => {
  const data = await exportMyData(user.id);
  return new Response(JSON.stringify(data, null, 2), {
    headers: {
      "content-type": "application/json; charset=utf-8",
      "content-disposition": `attachment; filename="${myDataFileName(new Date())}"`,
      "cache-control": "no-store",
    },
  });
});
