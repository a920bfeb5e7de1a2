import "server-only";
import { parseRange } from "./byte-range";
import { findUpload, readUploadBytes } from "./uploads";

const CHUNK_BYTES = 1024 * 1024;

function baseHeaders(id: string, contentType: string): Headers {
  return new Headers({
    "content-type": contentType,
    "accept-ranges": "bytes",
    // The id is random and the bytes never change: cache for a year.
    "cache-control": "public, max-age=31536000, immutable",
    etag: `"${id}"`,
    "x-content-type-options": "nosniff",
    // Opened on its own, the file may run nothing.
    "content-security-policy": "default-src 'none'; img-src 'self'; media-src 'self'; sandbox",
    "content-disposition": "inline",
  });
}

/** Streams bytes [start, end] in 1 MB reads so a 50 MB video is never held whole in memory. */
function streamBytes(id: string, start: number, end: number): ReadableStream<Uint8Array> {
  let next = start;
  return new ReadableStream({
    async pull(controller) {
      if (next > end) return controller.close();
      const length = Math.min(CHUNK_BYTES, end - next + 1);
      const chunk = await readUploadBytes({ id, start: next, length });
      if (chunk.length === 0) return controller.close();
      controller.enqueue(new Uint8Array(chunk));
      next += chunk.length;
    },
  });
}

/** GET and HEAD of /uploads/{id}: the checked type, nosniff, a long cache and byte ranges. */
export async function serveUpload({ id, req }: { id: string; req: Request }): Promise<Response> {
  const upload = await findUpload({ id });
  if (!upload) {
    return new Response("Not found", {
      status: 404,
      headers: { "content-type": "text/plain", "x-content-type-options": "nosniff" },
    });
  }
  const headers = baseHeaders(id, upload.contentType);
  if (req.headers.get("if-none-match") === `"${id}"`)
    return new Response(null, { status: 304, headers });

  const range = parseRange(req.headers.get("range"), upload.size);
  if (range === "unsatisfiable") {
    headers.set("content-range", `bytes */${upload.size}`);
    return new Response(null, { status: 416, headers });
  }
  const start = range?.start ?? 0;
  const end = range?.end ?? upload.size - 1;
  // No Content-Length: Next.js drops it from route handler answers; Content-Range carries the size.
  if (range) headers.set("content-range", `bytes ${start}-${end}/${upload.size}`);
  const status = range ? 206 : 200;
  if (req.method === "HEAD" || upload.size === 0) return new Response(null, { status, headers });
  return new Response(streamBytes(id, start, end), { status, headers });
}
