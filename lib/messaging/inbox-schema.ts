import "@/lib/fields/jitless";
import * as z from "zod";
import { m } from "../i18n/text.ts";

/** A page of the inbox: at most this many messages per answer. */
export const INBOX_PAGE_MAX = 50;
export const INBOX_PAGE = 20;
/** Ids a single "mark read" may name: a page's worth and more, never an unbounded list. */
const READ_IDS_MAX = 200;

const INVALID_ID = "errors.validation.invalidMessageId";
const messageId = z.coerce
  .number(INVALID_ID)
  .int(INVALID_ID)
  .positive(INVALID_ID)
  .max(Number.MAX_SAFE_INTEGER, INVALID_ID);

/**
 * GET /api/inbox?before=<id>&limit=<n>: the messages older than `before`, newest first.
 * `limit=0` answers only the unread count (the bell asks that on every screen).
 */
export const inboxQuerySchema = z.object({
  before: messageId.optional(),
  limit: z.coerce
    .number()
    .int()
    .min(0, "errors.validation.limitNegative")
    .max(INBOX_PAGE_MAX, m("errors.validation.messagesPerPage", { max: INBOX_PAGE_MAX }))
    .default(INBOX_PAGE),
});

/**
 * POST /api/inbox/read {ids} | {all: true}; `opened: true` when the customer tapped the
 * message's notification (the service worker says so).
 */
export const inboxReadSchema = z.union(
  [
    z.object({
      ids: z
        .array(messageId)
        .min(1, "errors.validation.nameOneMessage")
        .max(READ_IDS_MAX, m("errors.validation.messagesAtOnce", { max: READ_IDS_MAX })),
      opened: z.boolean().optional(),
    }),
    z.object({ all: z.literal(true) }),
  ],
  "errors.validation.idsOrAll",
);

export type InboxRead = z.output<typeof inboxReadSchema>;
