import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { listCodes, listProductChoices } from "@/lib/rewards/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";
import { CodeGenerator } from "./_components/code-generator";

export const metadata: Metadata = { title: "Verification Codes" };

export default async function AdminVerifyPage() {
  const [products, firstPage] = await Promise.all([
    listProductChoices(),
    listCodes({ limit: 50, offset: 0 }),
  ]);
  return (
    <AdminPage
      title="Verification Codes"
      description="Print a code for each product sold; customers verify it to earn 25 XP."
    >
      <CodeGenerator
        products={products}
        initialPage={firstPage}
        publicSiteUrl={(await getShopSettings()).publicSiteUrl}
      />
    </AdminPage>
  );
}
