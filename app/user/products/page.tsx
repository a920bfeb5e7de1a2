import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireCustomer } from "@/lib/auth/guards";
import { listProducts } from "@/lib/catalog/products";
import type { ProductDto } from "@/lib/catalog/types";
import { getShopSettings } from "@/lib/settings/shop";
import { ShopScreen } from "./_components/shop-screen";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("shop.screen");
  return { title: t("title") };
}

export default async function ProductsPage() {
  const user = await requireCustomer();
  const settings = await getShopSettings();
  let products: ProductDto[] = [];
  let loadFailed = false;
  try {
    products = await listProducts({ viewer: user });
  } catch (error) {
    // The screen says so and asks for a refresh (SPEC §8) instead of failing whole.
    console.error("[products] load failed:", error);
    loadFailed = true;
  }
  return (
    <IntlProvider namespaces={["common", "shop", "errors"]}>
      <ShopScreen
        initialProducts={products}
        loadFailed={loadFailed}
        username={user.username}
        userId={user.id}
        shop={{
          name: settings.shopName,
          ownerHandle: settings.ownerHandle,
          ownerUrl: settings.ownerUrl,
          messagingApp: settings.messagingApp,
          currency: settings.currency,
        }}
      />
    </IntlProvider>
  );
}
