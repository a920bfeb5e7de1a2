import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { AdminPage } from "@/components/layout/admin-page";
import { requireAdmin } from "@/lib/auth/guards";
import { appIcons } from "@/lib/program/app-icons";
import { getProgram } from "@/lib/program/read";
import { MessagesScreen } from "./_components/messages-screen";
import { ShopIconProvider } from "./_components/shop-icon";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminSettings.messages");
  return { title: t("title") };
}

export default async function AdminMessagesPage() {
  await requireAdmin();
  const [t, program] = await Promise.all([getTranslations("adminSettings.messages"), getProgram()]);
  return (
    <AdminPage title={t("title")} description={t("description")}>
      <IntlProvider namespaces={["adminSettings", "errors", "common"]}>
        <ShopIconProvider src={appIcons(program).icon192}>
          <MessagesScreen />
        </ShopIconProvider>
      </IntlProvider>
    </AdminPage>
  );
}
