import { getTranslations } from "next-intl/server";
import { AdminPageSkeleton } from "@/components/layout/admin-page";

export default async function Loading() {
  const t = await getTranslations("adminWallet");
  return <AdminPageSkeleton width="narrow" label={t("loading")} rows={2} />;
}
