import "@/lib/fields/jitless";
import * as z from "zod";
import { idField } from "@/lib/http/params";
import { fieldMaxChars } from "@/lib/fields/field-messages";
import { FILL_ALL_FIELDS } from "@/lib/fields/messages";

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
    .max(200, fieldMaxChars("subject", 200)),
  message: z
    .string(FILL_ALL_FIELDS)
    .trim()
    .min(1, FILL_ALL_FIELDS)
    .max(MESSAGE_MAX, fieldMaxChars("message", MESSAGE_MAX)),
});

const EMPTY_MESSAGE = "errors.validation.enterMessage";

/** A reply: the sender, their name and the admin flag come from the session. */
export const ticketMessageSchema = z.object({
  message: z
    .string(EMPTY_MESSAGE)
    .trim()
    .min(1, EMPTY_MESSAGE)
    .max(MESSAGE_MAX, fieldMaxChars("message", MESSAGE_MAX)),
});

export const ticketStatusSchema = z.object({
  status: z.enum(["open", "closed"], "errors.validation.statusOpenClosed"),
});

/** GET /api/tickets?userId=… — an admin may narrow the list to one customer. */
export const ticketListQuery = z.object({
  userId: idField("errors.validation.invalidUserId").optional(),
});

export type TicketCreateInput = z.output<typeof ticketCreateSchema>;
