import { deletePost, updatePost } from "@/lib/community/blog";
import { BLOG_POST_NOT_FOUND } from "@/lib/community/messages";
import { idParams } from "@/lib/http/params";
import { route } from "@/lib/api/route";
import { blogPostUpdateSchema } from "@/lib/community/blog-schema";

const params = idParams(BLOG_POST_NOT_FOUND);

// PUT /api/blog/{id} — edit a post's title, content, category or published state (admin)
export const PUT = route(
  { role: "admin", input: blogPostUpdateSchema, params },
  async ({ input, params }) => updatePost({ id: params.id, input }),
);

// DELETE /api/blog/{id} — remove a post (admin)
export const DELETE = route({ role: "admin", params }, async ({ params }) => {
  await deletePost({ id: params.id });
  return { ok: true };
});
