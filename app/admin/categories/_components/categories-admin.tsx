"use client";

import { FolderOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { useText } from "@/components/i18n/use-text";
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
  const t = useTranslations("adminCatalog.categories");
  const text = useText();
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
        ? (categories.find((c) => c.id === categoryId)?.name ?? t("someCategory"))
        : t("uncategorized");
      notify.success(t("moved"), t("movedDetail", { product: product.name, category: where }));
    } catch {
      setProducts((list) =>
        list.map((p) => (p.id === product.id ? { ...p, category: before } : p)),
      );
      notify.error(t("error"), text(MOVE_PRODUCT_FAILED));
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
      notify.success(t("deleted"), category.name);
      return true;
    } catch (error) {
      notify.error(t("error"), text(errorMessage(error, t("deleteFailed"))));
      return false;
    }
  }

  const deletingCount = deleting ? products.filter((p) => p.category === deleting.id).length : 0;

  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: t("back") }}
    >
      <CategoryForm
        key={editing?.id ?? "new"}
        editing={editing}
        onSaved={saved}
        onCancel={() => setEditing(null)}
      />
      {categories.length === 0 && (
        <EmptyState icon={<FolderOpen />} title={t("empty")} data-testid="empty-state" />
      )}
      <p className="text-muted-foreground text-sm">{t("dragHelp")}</p>
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
        title={t("deleteTitle", { name: deleting?.name ?? "" })}
        description={t("deleteDescription", { count: deletingCount })}
        onConfirm={confirmDelete}
        confirmTestId="confirm-delete-category"
      />
    </AdminPage>
  );
}
