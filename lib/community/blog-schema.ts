import "@/lib/fields/jitless";
import * as z from "zod";
import { BLOG_CATEGORIES } from "@/lib/db/schema/blog-categories";
import { fieldMaxChars } from "@/lib/fields/field-messages";

export { BLOG_CATEGORIES };
export const TITLE_AND_CONTENT = "errors.validation.titleAndContent";

/** SPEC §5: title and content required; one of the six categories; draft by default. */
const fields = {
  title: z
    .string(TITLE_AND_CONTENT)
    .trim()
    .min(1, TITLE_AND_CONTENT)
    .max(200, fieldMaxChars("title", 200)),
  content: z
    .string(TITLE_AND_CONTENT)
    .trim()
    .min(1, TITLE_AND_CONTENT)
    .max(50_000, fieldMaxChars("content", 50_000)),
  category: z.enum(BLOG_CATEGORIES, "errors.validation.chooseCategory"),
};
const published = z.boolean("errors.validation.publishedBoolean");

export const blogPostSchema = z.object({ ...fields, published: published.default(false) });

/** An edit may carry any of the fields; the ones left out stay as they are. */
export const blogPostUpdateSchema = z.object({ ...fields, published }).partial();

export const blogListQuery = z.object({
  category: z.enum(BLOG_CATEGORIES, "errors.validation.unknownCategory").optional(),
});

export type BlogPostInput = z.output<typeof blogPostSchema>;
export type BlogPostUpdateInput = z.output<typeof blogPostUpdateSchema>;
