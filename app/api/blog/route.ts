import { createPost, listPosts } from "@/lib/community/blog";
import { created, route } from "@/lib/api/route";
import { blogListQuery, blogPostSchema } from "@/lib/community/blog-schema";

// GET /api/blog — published posts newest first; drafts too for an admin (signed in)
export const GET = route({ role: "signed-in", input: blogListQuery }, async ({ input, user }) =>
  listPosts({ viewer: user, drafts: user.role === "admin", category: input.category }),
);

// POST /api/blog — write a post, authored by the signed-in admin (admin)
export const POST = route({ role: "admin", input: blogPostSchema }, async ({ input, user }) =>
  created(await createPost({ viewer: user, input })),
);
