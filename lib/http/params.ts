import * as z from "zod";

/** The 404 sentence for an address that names nothing we know, when the resource has none of its own. */
export const NOT_FOUND = "errors.http.notFound";

/**
 * Any 8-4-4-4-12 hex id, the shape PostgreSQL's uuid type accepts. Anything else in the
 * address can match no row, so it is refused before the query (PostgreSQL would throw).
 */
const uuid = z.guid();

export function isUuid(value: unknown): value is string {
  return uuid.safeParse(value).success;
}

/**
 * An id in the address, a query or a body; its message is the answer when the id is malformed
 * (the 404 for an address). PostgreSQL matches a uuid whatever its case, so the id is lowered
 * to the form the database writes: an uppercased copy of one's own id must still compare equal
 * to the session's, or the checks for "yourself" (current password, no self-delete) would not
 * see it.
 */
export function idField(message: string) {
  return z.guid(message).transform((id) => id.toLowerCase());
}

/** An id segment of the address; its message is the 404 answer when the id is malformed. */
export function idParam(notFound: string = NOT_FOUND) {
  return idField(notFound);
}

/** The id as idField reads it, or null when it is malformed (a screen's address). */
export function checkedId(value: string): string | null {
  const parsed = idField(NOT_FOUND).safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** `{ params: idParams("Product not found") }` for a route whose folder is `[id]`. */
export function idParams(notFound: string = NOT_FOUND) {
  return z.object({ id: idParam(notFound) });
}
