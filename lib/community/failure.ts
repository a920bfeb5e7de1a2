import { ApiError } from "@/lib/http/errors";

/**
 * The toast text for a failed call: the server's own words when it refused the request
 * (validation, closed ticket, not found), else SPEC §8's 'Failed to …' sentence.
 */
export function failure(error: unknown, fallback: string): string {
  return error instanceof ApiError && error.status < 500 ? error.message : fallback;
}
