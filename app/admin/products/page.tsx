import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { listCategories } from "@/lib/catalog/categories";
import { listProducts } from "@/lib/catalog/products";
import type { CategoryDto, ProductDto } from "@/lib/catalog/types";
import { ProductsAdmin } from "./_components/products-admin";

export const metadata: Metadata = { title: "Products" };

export default async function AdminProductsPage() {
  const admin = await requireAdmin();
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
    <ProductsAdmin initialProducts={products} categories={categories} loadFailed={loadFailed} />
  );
}
