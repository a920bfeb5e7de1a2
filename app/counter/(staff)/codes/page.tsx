import type { Metadata } from "next";
import { CodeGenerator } from "@/app/admin/verify/_components/code-generator";
import { listProductChoices } from "@/lib/rewards/admin-queries";
import { getShopSettings } from "@/lib/settings/shop";

export const metadata: Metadata = { title: "Codes" };

/**
 * The admin's code generator at the counter: product names only (no prices, costs or
 * profits) and no code history, which stays the admin's.
 */
export default async function CounterCodesPage() {
  const [products, settings] = await Promise.all([listProductChoices(), getShopSettings()]);
  return (
    <div className="space-y-4">
      <h1 className="text-2xl font-bold tracking-tight">Codes</h1>
      <p className="text-muted-foreground text-sm">
        Print a code for each product sold; customers verify it to earn 25 XP.
      </p>
      <CodeGenerator products={products} publicSiteUrl={settings.publicSiteUrl} />
    </div>
  );
}
