import { getTranslations } from "next-intl/server";
import { AdminPageSkeleton } from "@/components/layout/admin-page";

export default async function Loading() {
  const t = await getTranslations("adminSettings.settings");
  return <AdminPageSkeleton width="narrow" label={t("loading")} rows={3} />;
}
