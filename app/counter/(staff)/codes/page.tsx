import type { Metadata } from "next";
import { CodeGenerator } from "@/app/admin/verify/_components/code-generator";
import { CODE_HINT } from "@/app/admin/verify/_components/code-hint";
import { AdminPageBody } from "@/components/layout/admin-page";
import { requireStaff } from "@/lib/auth/guards";
import { listProductChoices } from "@/lib/rewards/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";

export const metadata: Metadata = { title: "Codes" };

/**
 * The admin's code generator at the counter: product names only (no prices, costs or
 * profits) and no code history, which stays the admin's.
 */
export default async function CounterCodesPage() {
  const viewer = await requireStaff();
  // Staff make codes only for what customers can see; the owner for any product.
  const [products, settings] = await Promise.all([
    listProductChoices({ visibleOnly: viewer.role !== "admin" }),
    getShopSettings(),
  ]);
  return (
    <AdminPageBody title="Codes" description={CODE_HINT} back={null}>
      <CodeGenerator products={products} publicSiteUrl={settings.publicSiteUrl} />
    </AdminPageBody>
  );
}
