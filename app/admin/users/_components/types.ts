import type { Serialized } from "@/lib/http/serialized";
import type { PublicUser } from "@/lib/users/public-user";
import type { UserPage as ServerUserPage } from "@/lib/users/queries";

/** A user as GET /api/users answers it. */
export type ListedUser = Serialized<PublicUser>;

export type UserPage = Serialized<ServerUserPage>;
