import "server-only";
import type { SessionUser } from "@/lib/auth/session";
import { checkCredentials } from "@/lib/auth/sign-in";
import type { User } from "@/lib/db/schema";
import { mayResetPassword } from "@/lib/login-links/sign-in-qr";
import { ApiError } from "@/lib/http/errors";
import {
  adminUpdateUserSchema,
  currentPasswordSchema,
  profileUpdateSchema,
  type ProfileUpdate,
} from "@/lib/users/schema";
import { updateAccount } from "./accounts";
import { getSignInMethods } from "./sign-in-methods";
import { CURRENT_PASSWORD_REQUIRED, CURRENT_PASSWORD_WRONG, USER_NOT_FOUND } from "./messages";

/**
 * Anyone changing their own password proves they know the current one, checked as a sign-in
 * would be, so the same per-account and per-address limits stop guessing through this form.
 * A stolen session alone cannot take the account over.
 */
export async function assertCurrentPassword({
  user,
  currentPassword,
  ip,
}: {
  user: { username: string };
  currentPassword: string | undefined;
  ip: string;
}): Promise<void> {
  if (!currentPassword) throw new ApiError("bad_request", CURRENT_PASSWORD_REQUIRED);
  try {
    await checkCredentials({ username: user.username, password: currentPassword, ip });
  } catch (error) {
    if (error instanceof ApiError && error.code === "unauthorized") {
      throw new ApiError("bad_request", CURRENT_PASSWORD_WRONG);
    }
    throw error;
  }
}

/**
 * Whether the signed-in user may set a password without giving the current one: they have
 * none (a passkey-only or imported customer), or a sign-in QR from the counter opened this
 * very session minutes ago (a forgotten password). Anyone else proves they know it.
 */
export async function passwordChangeNeedsCurrent(user: SessionUser): Promise<boolean> {
  if (!(await getSignInMethods(user.id)).hasPassword) return false;
  return !(await mayResetPassword({ userId: user.id, sessionId: user.sid }));
}

/**
 * A customer's own profile: only their own account (someone else's answers 404, as if it
 * did not exist), and only name, username, language and password (with the current one,
 * unless passwordChangeNeedsCurrent says otherwise).
 */
export async function updateOwnProfile({
  user,
  targetId,
  changes,
  currentPassword,
  ip,
}: {
  user: SessionUser;
  targetId: string;
  changes: ProfileUpdate;
  currentPassword: string | undefined;
  ip: string;
}): Promise<User> {
  if (targetId !== user.id) throw new ApiError("not_found", USER_NOT_FOUND);
  const { username, name, password, locale } = changes;
  if (password !== undefined && (await passwordChangeNeedsCurrent(user))) {
    await assertCurrentPassword({ user, currentPassword, ip });
  }
  return updateAccount({
    actorId: user.id,
    targetId: user.id,
    changes: { username, name, password, locale },
  });
}

/** PUT /api/users/{id}: an admin edits any account, a customer only their own. */
export async function updateUserAs({
  user,
  targetId,
  input,
  ip,
}: {
  user: SessionUser;
  targetId: string;
  input: unknown;
  ip: string;
}): Promise<User> {
  const { currentPassword } = currentPasswordSchema.parse(input);
  if (user.role !== "admin") {
    const changes = profileUpdateSchema.parse(input);
    return updateOwnProfile({ user, targetId, changes, currentPassword, ip });
  }
  const changes = adminUpdateUserSchema.parse(input);
  if (targetId === user.id && changes.password !== undefined) {
    await assertCurrentPassword({ user, currentPassword, ip });
  }
  return updateAccount({ actorId: user.id, targetId, changes });
}

/** POST /api/users/{id}/change-password: the admin's own password needs the current one too. */
export async function setPasswordAs({
  user,
  targetId,
  newPassword,
  currentPassword,
  ip,
}: {
  user: SessionUser;
  targetId: string;
  newPassword: string;
  currentPassword?: string;
  ip: string;
}): Promise<User> {
  if (targetId === user.id) await assertCurrentPassword({ user, currentPassword, ip });
  return updateAccount({ actorId: user.id, targetId, changes: { password: newPassword } });
}

/** Changes the signed-in user's password after checking the current one. */
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
  await assertCurrentPassword({ user, currentPassword, ip });
  return updateAccount({ actorId: user.id, targetId: user.id, changes: { password: newPassword } });
}
