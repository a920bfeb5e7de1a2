import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { listCodes, listProductChoices } from "@/lib/rewards/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { CodeGenerator } from "./_components/code-generator";
import { CODE_HINT } from "./_components/code-hint";

export const metadata: Metadata = { title: "Verification Codes" };

export default async function AdminVerifyPage() {
  const [products, firstPage] = await Promise.all([
    listProductChoices(),
    listCodes({ limit: 50, offset: 0 }),
  ]);
  return (
    <AdminPage title="Verification Codes" description={CODE_HINT}>
      <CodeGenerator
        products={products}
        initialPage={firstPage}
        publicSiteUrl={(await getShopSettings()).publicSiteUrl}
      />
    </AdminPage>
  );
}
