import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireStaff } from "@/lib/auth/guards";
import { checkedId } from "@/lib/http/params";
import { readBatchPunches } from "@/lib/program/card-query";
import { getBatch } from "@/lib/rewards/batch-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { PrintSheet } from "./_components/print-sheet";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("counter");
  return { title: t("sheets.print.metaTitle") };
}

export default async function PrintSheetPage({ params }: { params: Promise<{ id: string }> }) {
  await requireStaff();
  const id = checkedId((await params).id);
  if (!id) notFound();
  const [batch, settings, punches] = await Promise.all([
    // The QR addresses are built in the browser, as on the QR generator.
    getBatch({ id, origin: "" }).catch(() => null),
    getShopSettings(),
    readBatchPunches(id),
  ]);
  if (!batch) notFound();
  // Printed in the shop's language, whoever prints it (lib/i18n/resolve-locale.ts).
  return (
    <IntlProvider namespaces={["counter", "common"]}>
      <PrintSheet
        batch={batch}
        punches={punches}
        shopName={settings.shopName}
        publicSiteUrl={settings.publicSiteUrl}
      />
    </IntlProvider>
  );
}
