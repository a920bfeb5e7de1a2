import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { requireStaff } from "@/lib/auth/guards";
import { checkedId } from "@/lib/http/params";
import { readBatchPunches } from "@/lib/program/card-query";
import { getBatch } from "@/lib/rewards/batch-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { PrintSheet } from "./_components/print-sheet";

export const metadata: Metadata = { title: "Print token sheet" };

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
  return (
    <PrintSheet
      batch={batch}
      punches={punches}
      shopName={settings.shopName}
      publicSiteUrl={settings.publicSiteUrl}
    />
  );
}
