import "./jitless";
import * as z from "zod";
import { FILL_ALL_FIELDS } from "./messages";

/** SPEC §5: title and content non-blank. */
export const announcementSchema = z.object({
  title: z
    .string(FILL_ALL_FIELDS)
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(200, "Title must be at most 200 characters"),
  content: z
    .string(FILL_ALL_FIELDS)
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(5000, "Message must be at most 5000 characters"),
});

export type AnnouncementInput = z.output<typeof announcementSchema>;
