// SPEC §9: the six blog categories, in tab order. A plain module: the database enum
// (lib/db/schema/community.ts) and the post form's schema (lib/community/blog-schema.ts) both read it.
export const BLOG_CATEGORIES = [
  "Product Reviews",
  "Updates & News",
  "My Story",
  "Tips & Tricks",
  "Behind the Scenes",
  "Community",
] as const;

export type BlogCategoryName = (typeof BLOG_CATEGORIES)[number];

/**
 * Each category's name in the catalogue (admin.blogs.categories.<key>): the stored value stays
 * SPEC's English, every screen that shows one translates it by this key.
 */
export const CATEGORY_KEYS = {
  "Product Reviews": "productReviews",
  "Updates & News": "updatesNews",
  "My Story": "myStory",
  "Tips & Tricks": "tipsTricks",
  "Behind the Scenes": "behindTheScenes",
  Community: "community",
} as const satisfies Record<BlogCategoryName, string>;
