import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { getProgram } from "@/lib/program/read";
import { UsersScreen } from "./_components/users-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.users");
  return { title: t("title") };
}

export default async function AdminUsersPage() {
  const [admin, { cardSize }, t, frame] = await Promise.all([
    requireAdmin(),
    getProgram(),
    getTranslations("admin.users"),
    getTranslations("admin.frame"),
  ]);
  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
    >
      {/* The layout's namespaces and `card`: a reset that hands over only a card's early
          rewards says so in the card's words (components/rewards/reset-card-dialog.tsx). */}
      <IntlProvider namespaces={["common", "admin", "errors", "card"]}>
        <UsersScreen currentUserId={admin.id} openingSize={cardSize} />
      </IntlProvider>
    </AdminPage>
  );
}
