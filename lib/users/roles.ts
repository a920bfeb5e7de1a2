import type { Role } from "@/lib/db/schema";

/** How each role is named on screen: the badge in the users list, the create form, a profile. */
export const ROLE_LABELS: Record<Role, string> = { user: "User", staff: "Staff", admin: "Admin" };

export const ROLES = Object.keys(ROLE_LABELS) as Role[];

export function isRole(value: string): value is Role {
  return value in ROLE_LABELS;
}
