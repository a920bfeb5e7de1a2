import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { MessagesScreen } from "./_components/messages-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.messages");
  return { title: t("title") };
}

export default async function AdminMessagesPage() {
  await requireAdmin();
  const t = await getTranslations("adminSettings.messages");
  return (
    <AdminPage title={t("title")} description={t("description")}>
      <IntlProvider namespaces={["adminSettings", "errors", "common"]}>
        <MessagesScreen />
      </IntlProvider>
    </AdminPage>
  );
}
