import type { Metadata } from "next";
import { AdminPage } from "@/components/layout/admin-page";
import { readShopSettings } from "@/lib/settings/shop";
import { SettingsForm } from "./_components/settings-form";

export const metadata: Metadata = { title: "Shop Settings" };

export default async function ShopSettingsPage() {
  // Read uncached: the form must start from what is saved, not from a copy seconds old.
  const settings = await readShopSettings();
  return (
    <AdminPage
      title="Shop Settings"
      description="Your shop's name and links, the counter's QR codes, and the rules for earning."
    >
      <SettingsForm initial={settings} />
    </AdminPage>
  );
}
