import "server-only";
import { randomInt } from "node:crypto";
import { inArray } from "drizzle-orm";
import { db } from "@/lib/db/client";
import { users } from "@/lib/db/schema";

// Friendly, easy to type on a phone, and unlike anyone's real name: "sunny-otter-27".
const FIRST = [
  "sunny",
  "brave",
  "cosy",
  "lucky",
  "merry",
  "swift",
  "calm",
  "bright",
  "jolly",
  "kind",
  "bold",
  "zesty",
  "mellow",
  "happy",
  "golden",
  "quiet",
  "clever",
  "gentle",
  "lively",
  "witty",
];
const SECOND = [
  "otter",
  "fox",
  "robin",
  "panda",
  "koala",
  "finch",
  "badger",
  "heron",
  "lynx",
  "owl",
  "wren",
  "bean",
  "muffin",
  "latte",
  "scone",
  "maple",
  "pepper",
  "cocoa",
  "biscuit",
  "puffin",
];

const pick = (words: string[]) => words[randomInt(words.length)]!;

/** A few candidates; the first nobody uses is suggested. */
export function usernameCandidates(count: number): string[] {
  return Array.from(
    { length: count },
    () => `${pick(FIRST)}-${pick(SECOND)}-${randomInt(10, 100)}`,
  );
}

/** A username nobody has, filled into the join form (the visitor may change it). */
export async function suggestUsername(): Promise<string> {
  for (let round = 0; round < 3; round++) {
    const candidates = usernameCandidates(8);
    const taken = await db
      .select({ username: users.username })
      .from(users)
      .where(inArray(users.username, candidates));
    const free = candidates.find((c) => !taken.some((t) => t.username === c));
    if (free) return free;
  }
  // Thousands of customers with the same pattern: a longer number is still easy to read.
  return `${pick(FIRST)}-${pick(SECOND)}-${randomInt(1000, 10_000)}`;
}
