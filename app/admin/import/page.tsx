import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { AdminPage } from "@/components/layout/admin-page";
import { getProgram } from "@/lib/program/read";
import { ImportScreen } from "./_components/import-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.import");
  return { title: t("title") };
}

export default async function ImportPage() {
  const [{ cardSize }, t, frame] = await Promise.all([
    getProgram(),
    getTranslations("admin.import"),
    getTranslations("admin.frame"),
  ]);
  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: frame("backToDashboard") }}
    >
      <ImportScreen cardSize={cardSize} />
    </AdminPage>
  );
}
