"use client";

import { FolderOpen } from "lucide-react";
import { useState } from "react";
import { AdminPage } from "@/components/layout/admin-page";
import { ConfirmDialog } from "@/components/ui/confirm-dialog";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/toast";
import type { CategoryDto } from "@/lib/catalog/types";
import { api, errorMessage } from "@/lib/http/fetcher";
import { CategoryBoard } from "./category-board";
import type { BoardProduct } from "./category-column";
import { CategoryForm } from "./category-form";
import { MOVE_PRODUCT_FAILED } from "@/lib/catalog/messages";

type Props = { initialCategories: CategoryDto[]; initialProducts: BoardProduct[] };

/** SPEC §2 /admin/categories: the form, and every category with its products to drag between. */
export function CategoriesAdmin({ initialCategories, initialProducts }: Props) {
  const [categories, setCategories] = useState(initialCategories);
  const [products, setProducts] = useState(initialProducts);
  const [editing, setEditing] = useState<CategoryDto | null>(null);
  const [deleting, setDeleting] = useState<CategoryDto | null>(null);

  function saved(category: CategoryDto) {
    setCategories((list) => {
      const next = list.some((c) => c.id === category.id)
        ? list.map((c) => (c.id === category.id ? category : c))
        : [...list, category];
      return next.sort((a, b) => a.name.localeCompare(b.name));
    });
    setEditing(null);
  }

  async function move(product: BoardProduct, categoryId: string | null) {
    const before = product.category;
    // Shown at once; put back if the server refuses.
    setProducts((list) =>
      list.map((p) => (p.id === product.id ? { ...p, category: categoryId } : p)),
    );
    try {
      await api(`/products/${product.id}`, { method: "PUT", body: { category: categoryId } });
      const where = categoryId
        ? (categories.find((c) => c.id === categoryId)?.name ?? "category")
        : "Uncategorized Products";
      notify.success("Product Moved", `${product.name} is now in ${where}`);
    } catch {
      setProducts((list) =>
        list.map((p) => (p.id === product.id ? { ...p, category: before } : p)),
      );
      notify.error("Error", MOVE_PRODUCT_FAILED);
    }
  }

  async function confirmDelete() {
    const category = deleting;
    if (!category) return false;
    try {
      await api(`/categories/${category.id}`, { method: "DELETE" });
      setCategories((list) => list.filter((c) => c.id !== category.id));
      // The server leaves its products uncategorized; show the same.
      setProducts((list) =>
        list.map((p) => (p.category === category.id ? { ...p, category: null } : p)),
      );
      if (editing?.id === category.id) setEditing(null);
      notify.success("Category Deleted", category.name);
      return true;
    } catch (error) {
      notify.error("Error", errorMessage(error, "Failed to delete category"));
      return false;
    }
  }

  const deletingCount = deleting ? products.filter((p) => p.category === deleting.id).length : 0;

  return (
    <AdminPage title="Categories" description="Group products, and drag them between categories.">
      <CategoryForm
        key={editing?.id ?? "new"}
        editing={editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
      {categories.length === 0 && (
        <EmptyState icon={<FolderOpen />} title="No categories yet" data-testid="empty-state" />
      )}
      <p className="text-muted-foreground text-sm">
        Drag a product onto another category to move it. On a phone, press and hold it first. With a
        keyboard, focus it, press Space, use the arrow keys, and press Space again.
      </p>
      <CategoryBoard
        categories={categories}
        products={products}
        onMove={move}
        onEdit={(category) => {
          setEditing(category);
          window.scrollTo({ top: 0, behavior: "smooth" });
        }}
        onDelete={setDeleting}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={`Delete “${deleting?.name}”?`}
        description={`${
          deletingCount > 0
            ? `Its ${deletingCount} ${deletingCount === 1 ? "product stays" : "products stay"} in the shop, uncategorized.`
            : "It has no products."
        } This cannot be undone.`}
        onConfirm={confirmDelete}
        confirmTestId="confirm-delete-category"
      />
    </AdminPage>
  );
}
