import "@/lib/fields/jitless";
import * as z from "zod";
import { fieldMaxChars } from "@/lib/fields/field-messages";
import { FILL_ALL_FIELDS } from "@/lib/fields/messages";

/** SPEC §5: title and content non-blank. */
export const announcementSchema = z.object({
  title: z
    .string(FILL_ALL_FIELDS)
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(200, fieldMaxChars("title", 200)),
  content: z
    .string(FILL_ALL_FIELDS)
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(5000, fieldMaxChars("message", 5000)),
});

export type AnnouncementInput = z.output<typeof announcementSchema>;
