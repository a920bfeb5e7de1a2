/** A user as GET /api/users answers it (dates arrive as strings). */
export type ListedUser = {
  id: string;
  username: string;
  name: string;
  role: "user" | "staff" | "admin";
  level: number;
  xp: number;
  createdAt: string;
  punches: number | null;
  isComplete: boolean | null;
};

export type UserPage = { users: ListedUser[]; total: number; page: number; pageSize: number };
