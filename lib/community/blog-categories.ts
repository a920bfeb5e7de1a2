// SPEC §9: the six blog categories, in tab order. A plain module: the database enum
// (lib/db/schema/community.ts) and the post form's schema (lib/validation/blog.ts) both read it.
export const BLOG_CATEGORIES = [
  "Product Reviews",
  "Updates & News",
  "My Story",
  "Tips & Tricks",
  "Behind the Scenes",
  "Community",
] as const;
