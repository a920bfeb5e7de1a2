import "./jitless";
import * as z from "zod";
import { optionalText } from "./catalog-fields";

/** SPEC §5: name required and trimmed; description optional. */
export const categorySchema = z.object({
  name: z
    .string("Category name is required")
    .trim()
    .min(1, "Category name is required")
    .max(100, "Category name is too long"),
  description: optionalText(500, "Description is too long")
    .optional()
    .transform((v) => v ?? null),
});

export type CategoryInput = z.input<typeof categorySchema>;
