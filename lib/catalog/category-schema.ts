import "@/lib/fields/jitless";
import * as z from "zod";
import { CATEGORY_NAME_REQUIRED } from "@/lib/catalog/messages";
import { optionalText } from "./field-schemas";
import { fieldTooLong } from "@/lib/fields/field-messages";

/** SPEC §5: name required and trimmed; description optional. */
export const categorySchema = z.object({
  name: z
    .string(CATEGORY_NAME_REQUIRED)
    .trim()
    .min(1, CATEGORY_NAME_REQUIRED)
    .max(100, fieldTooLong("categoryName")),
  description: optionalText(500, fieldTooLong("description"))
    .optional()
    .transform((v) => v ?? null),
});

export type CategoryInput = z.input<typeof categorySchema>;
