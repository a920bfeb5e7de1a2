import { z } from "zod";
import { route } from "@/lib/api/route";
import { parseEventId } from "@/lib/counter/event";
import { counterFeed } from "@/lib/counter/feed";
import { latestEntryId, redemptionsSince } from "@/lib/counter/history";
import { counterStream } from "@/lib/counter/stream";
import { isStaffSession } from "@/lib/auth/session";

const query = z.object({
  // Close after the replay: for probes and checks that must not wait on an endless stream.
  once: z.literal("1").optional(),
  // Where a display that opens a new EventSource itself resumes (EventSource's own
  // reconnects send the Last-Event-ID header instead, which wins).
  after: z
    .string()
    .regex(/^\d{1,15}$/, "after must be an event id")
    .optional(),
});

// GET /api/counter/events — the counter display's live redemptions (Server-Sent Events)
export const GET = route({ role: "staff", input: query }, async ({ req, input, user }) => {
  const after = parseEventId(req.headers.get("last-event-id")) ?? parseEventId(input.after);
  const stream = counterStream({
    feed: counterFeed,
    after,
    once: input.once === "1",
    signal: req.signal,
    replay: redemptionsSince,
    latest: latestEntryId,
    // The request's own cookie, read again: the stream lives only as long as its session.
    session: { userId: user.id, allowed: () => isStaffSession(req) },
  });
  return new Response(stream, {
    headers: {
      "content-type": "text/event-stream; charset=utf-8",
      // no-transform keeps compression (which buffers) off the stream; proxies must not buffer it.
      "cache-control": "no-cache, no-transform",
      "x-accel-buffering": "no",
    },
  });
});
