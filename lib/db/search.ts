import "server-only";
import { between, or, sql } from "drizzle-orm";
import { users } from "@/lib/db/schema";

// The customer search, once: the users list matches username, name or id, the admin's card grid
// the username, with the same escaping and on the same indexes.

/** `%` and `_` in a search are plain characters. */
function escapeLike(text: string) {
  return text.replace(/[\\%_]/g, (c) => `\\${c}`);
}

const usernameLike = (pattern: string) => sql`lower(${users.username}) like ${pattern}`;

/** Any part of the username (the card grid's search). */
export function usernameFilter(q: string) {
  return usernameLike(`%${escapeLike(q.toLowerCase())}%`);
}

/** The uuid range whose text starts with `prefix` (hex with or without dashes), or null. */
function idRange(prefix: string): [string, string] | null {
  const hex = prefix.replace(/^#/, "").replace(/-/g, "").toLowerCase();
  if (!/^[0-9a-f]{1,32}$/.test(hex)) return null;
  const uuid = (h: string) =>
    `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
  return [uuid(hex.padEnd(32, "0")), uuid(hex.padEnd(32, "f"))];
}

/**
 * Any part of the username or name, or the start of the id (the short id the list shows).
 * Each branch has its index (trigram GIN on lower(username) and lower(name), the primary key
 * for the id range), so the search stays fast with a hundred thousand customers.
 */
export function searchFilter(q: string) {
  if (!q) return undefined;
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const range = idRange(q);
  return or(
    usernameLike(pattern),
    sql`lower(${users.name}) like ${pattern}`,
    range ? between(users.id, range[0], range[1]) : undefined,
  );
}
