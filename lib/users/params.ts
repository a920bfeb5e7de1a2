import { z } from "zod";
import { ApiError } from "@/lib/http/errors";

const uuid = z.uuid();

/** The `{id}` of a users route; anything that is not a uuid cannot name an account. */
export function userIdParam(params: Record<string, string | string[] | undefined>): string {
  const parsed = uuid.safeParse(params.id);
  if (!parsed.success) throw new ApiError("not_found", "User not found");
  return parsed.data;
}
