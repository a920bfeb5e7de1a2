import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { IntlProvider } from "@/components/i18n/intl-provider";
import { requireAdmin } from "@/lib/auth/guards";
import { listCategories } from "@/lib/catalog/categories";
import { listProducts } from "@/lib/catalog/products";
import { CategoriesAdmin } from "./_components/categories-admin";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("adminCatalog.categories");
  return { title: t("title") };
}

export default async function AdminCategoriesPage() {
  const admin = await requireAdmin();
  const [categories, products] = await Promise.all([
    listCategories({ viewer: admin }),
    listProducts({ viewer: admin }),
  ]);
  const board = products.map(({ id, name, imageUrl, category, hidden }) => ({
    id,
    name,
    imageUrl,
    category,
    hidden,
  }));
  return (
    <IntlProvider namespaces={["common", "adminCatalog", "errors"]}>
      <CategoriesAdmin initialCategories={categories} initialProducts={board} />
    </IntlProvider>
  );
}
