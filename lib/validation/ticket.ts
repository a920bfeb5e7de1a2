import "./jitless";
import * as z from "zod";
import { idField } from "@/lib/http/params";
import { FILL_ALL_FIELDS } from "./messages";

export const MESSAGE_MAX = 4000;

/**
 * SPEC §5: subject and message non-blank. Only these fields are read: who opens the
 * ticket comes from the session, never from the body.
 */
export const ticketCreateSchema = z.object({
  subject: z
    .string(FILL_ALL_FIELDS)
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(200, "Subject must be at most 200 characters"),
  message: z
    .string(FILL_ALL_FIELDS)
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

const EMPTY_MESSAGE = "Please enter a message";

/** A reply: the sender, their name and the admin flag come from the session. */
export const ticketMessageSchema = z.object({
  message: z
    .string(EMPTY_MESSAGE)
    .trim()
    .min(1, EMPTY_MESSAGE)
    .max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

export const ticketStatusSchema = z.object({
  status: z.enum(["open", "closed"], "Status must be open or closed"),
});

/** GET /api/tickets?userId=… — an admin may narrow the list to one customer. */
export const ticketListQuery = z.object({
  userId: idField("Invalid user id").optional(),
});

export type TicketCreateInput = z.output<typeof ticketCreateSchema>;
