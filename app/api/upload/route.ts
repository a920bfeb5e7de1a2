import { created, route } from "@/lib/api/route";
import { readUploadedFile, saveUpload } from "@/lib/catalog/uploads";

// POST /api/upload — an admin uploads an image or video (multipart field 'image'); answers {url}
export const POST = route({ role: "admin" }, async ({ req, user }) => {
  const file = await readUploadedFile(req);
  return created(await saveUpload({ file, userId: user.id }));
});
