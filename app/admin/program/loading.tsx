import { getTranslations } from "next-intl/server";
import { AdminPageSkeleton } from "@/components/layout/admin-page";

export default async function Loading() {
  const t = await getTranslations("adminSettings.program");
  return <AdminPageSkeleton label={t("loading")} rows={3} />;
}
