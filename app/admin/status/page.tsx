import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { CertificateWarning } from "@/components/wallet/certificate-warning";
import { getShopSettings } from "@/lib/settings/shop";
import { appleCertificateWarning } from "@/lib/wallet/status";
import { StatusScreen } from "./_components/status-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("admin.status");
  return { title: t("title") };
}

export default async function AdminStatusPage() {
  const [settings, certificate] = await Promise.all([getShopSettings(), appleCertificateWarning()]);
  return (
    <StatusScreen
      liveSiteUrl={settings.publicSiteUrl ?? "/"}
      warning={certificate && <CertificateWarning end={certificate} link />}
    />
  );
}
