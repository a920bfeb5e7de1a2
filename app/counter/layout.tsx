import { requireStaff } from "@/lib/auth/guards";

/**
 * Every counter screen is for staff and admins. Only the guard lives here: the full-screen
 * display draws itself, and the staff screens add their header in (staff)/layout.tsx.
 */
export default async function CounterLayout({ children }: { children: React.ReactNode }) {
  await requireStaff();
  return children;
}
