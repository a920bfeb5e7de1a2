import "server-only";
import { checkCredentials } from "@/lib/auth/sign-in";
import type { User } from "@/lib/db/schema";
import { ApiError } from "@/lib/http/errors";
import type { ProfileUpdate } from "@/lib/validation/users";
import { updateAccount } from "./accounts";
import { CURRENT_PASSWORD_WRONG, USER_NOT_FOUND } from "./messages";

/**
 * A customer's own profile: only their own account (someone else's answers 404, as if it
 * did not exist), and only name, username and password.
 */
export async function updateOwnProfile({
  userId,
  targetId,
  changes,
}: {
  userId: string;
  targetId: string;
  changes: ProfileUpdate;
}): Promise<User> {
  if (targetId !== userId) throw new ApiError("not_found", USER_NOT_FOUND);
  const { username, name, password } = changes;
  return updateAccount({
    actorId: userId,
    targetId: userId,
    changes: { username, name, password },
  });
}

/**
 * Changes the signed-in user's password after checking the current one as a sign-in would,
 * so the same per-account and per-address limits stop guessing through this form.
 */
export async function changeOwnPassword({
  user,
  currentPassword,
  newPassword,
  ip,
}: {
  user: { id: string; username: string };
  currentPassword: string;
  newPassword: string;
  ip: string;
}): Promise<User> {
  try {
    await checkCredentials({ username: user.username, password: currentPassword, ip });
  } catch (error) {
    if (error instanceof ApiError && error.code === "unauthorized") {
      throw new ApiError("bad_request", CURRENT_PASSWORD_WRONG);
    }
    throw error;
  }
  return updateAccount({ actorId: user.id, targetId: user.id, changes: { password: newPassword } });
}
