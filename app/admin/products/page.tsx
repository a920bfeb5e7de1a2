import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireAdmin } from "@/lib/auth/guards";
import { listCategories } from "@/lib/catalog/categories";
import { listProducts } from "@/lib/catalog/products";
import type { CategoryDto, ProductDto } from "@/lib/catalog/types";
import { getShopSettings } from "@/lib/settings/shop";
import { ProductsAdmin } from "./_components/products-admin";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalog.products");
  return { title: t("title") };
}

export default async function AdminProductsPage() {
  const admin = await requireAdmin();
  const { currency } = await getShopSettings();
  let products: ProductDto[] = [];
  let categories: CategoryDto[] = [];
  let loadFailed = false;
  try {
    [products, categories] = await Promise.all([
      listProducts({ viewer: admin }),
      listCategories({ viewer: admin }),
    ]);
  } catch (error) {
    console.error("[admin/products] load failed:", error);
    loadFailed = true;
  }
  return (
    // "common" for the UI primitives' words; "shop" for the stock badge the list shares with the shop.
    <IntlProvider namespaces={["common", "adminCatalog", "shop", "errors"]}>
      <ProductsAdmin
        initialProducts={products}
        categories={categories}
        loadFailed={loadFailed}
        currency={currency}
      />
    </IntlProvider>
  );
}
