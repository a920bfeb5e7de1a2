import type { Metadata } from "next";
import { requireAdmin } from "@/lib/auth/guards";
import { listCategories } from "@/lib/catalog/categories";
import { listProducts } from "@/lib/catalog/products";
import { CategoriesAdmin } from "./_components/categories-admin";

export const metadata: Metadata = { title: "Categories" };

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
  return <CategoriesAdmin initialCategories={categories} initialProducts={board} />;
}
