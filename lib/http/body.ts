import { m } from "../i18n/text.ts";
import { ApiError } from "./errors";

/** The largest JSON body a route reads unless its input schema allows more (withBodyLimit). */
export const BODY_LIMIT_BYTES = 1024 * 1024;

const limits = new WeakMap<object, number>();

/**
 * A larger body for one input schema (the customer import's CSV): the limit travels with the
 * schema the route already names, so the wrapper keeps its three options.
 */
export function withBodyLimit<S extends object>(schema: S, bytes: number): S {
  limits.set(schema, bytes);
  return schema;
}

export function bodyLimitOf(schema: object | undefined): number {
  return (schema && limits.get(schema)) ?? BODY_LIMIT_BYTES;
}

/** Megabytes to one decimal at most ("1", "4.1"): the catalogue writes the number and unit. */
function megabytes(bytes: number): number {
  return Math.round((bytes / (1024 * 1024)) * 10) / 10;
}

export function bodyTooLarge(limit: number): ApiError {
  return new ApiError("payload_too_large", m("errors.http.tooLarge", { mb: megabytes(limit) }));
}

/**
 * The body as text, read as it streams in and refused (413) as soon as it passes `limit`
 * bytes, or at once when its declared length already does: a huge body is never held whole.
 */
export async function readBodyText(req: Request, limit: number): Promise<string> {
  const declared = Number(req.headers.get("content-length") ?? "");
  if (Number.isFinite(declared) && declared > limit) throw bodyTooLarge(limit);
  if (!req.body) return "";
  const reader = req.body.getReader();
  const decoder = new TextDecoder();
  let size = 0;
  let text = "";
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel().catch(() => undefined);
      throw bodyTooLarge(limit);
    }
    text += decoder.decode(value, { stream: true });
  }
  return text + decoder.decode();
}
