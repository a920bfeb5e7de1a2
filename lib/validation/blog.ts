import "./jitless";
import * as z from "zod";
import { BLOG_CATEGORIES } from "@/lib/community/blog-categories";

export { BLOG_CATEGORIES };
export const TITLE_AND_CONTENT = "Title and content are required";

/** SPEC §5: title and content required; one of the six categories; draft by default. */
const fields = {
  title: z
    .string(TITLE_AND_CONTENT)
    .trim()
    .min(1, TITLE_AND_CONTENT)
    .max(200, "Title must be at most 200 characters"),
  content: z
    .string(TITLE_AND_CONTENT)
    .trim()
    .min(1, TITLE_AND_CONTENT)
    .max(50_000, "Content must be at most 50000 characters"),
  category: z.enum(BLOG_CATEGORIES, "Please choose a category"),
};
const published = z.boolean("Published must be true or false");

export const blogPostSchema = z.object({ ...fields, published: published.default(false) });

/** An edit may carry any of the fields; the ones left out stay as they are. */
export const blogPostUpdateSchema = z.object({ ...fields, published }).partial();

export const blogListQuery = z.object({
  category: z.enum(BLOG_CATEGORIES, "Unknown category").optional(),
});

export type BlogPostInput = z.output<typeof blogPostSchema>;
export type BlogPostUpdateInput = z.output<typeof blogPostUpdateSchema>;
