import { deletePost, updatePost } from "@/lib/community/blog";
import { route } from "@/lib/http/route";
import { blogPostUpdateSchema } from "@/lib/validation/blog";

// PUT /api/blog/{id} — edit a post's title, content, category or published state (admin)
export const PUT = route(
  { role: "admin", input: blogPostUpdateSchema },
  async ({ input, params }) => updatePost({ id: params.id, input }),
);

// DELETE /api/blog/{id} — remove a post (admin)
export const DELETE = route({ role: "admin" }, async ({ params }) => {
  await deletePost({ id: params.id });
  return { ok: true };
});
