import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { getProgram } from "@/lib/program/read";
import { UsersScreen } from "./_components/users-screen";

export const metadata: Metadata = { title: "Users" };

export default async function AdminUsersPage() {
  const admin = await requireAdmin();
  const { cardSize } = await getProgram();
  return (
    <AdminPage
      title="Users"
      description="Create accounts, change passwords and manage punch cards."
    >
      <UsersScreen currentUserId={admin.id} openingSize={cardSize} />
    </AdminPage>
  );
}
