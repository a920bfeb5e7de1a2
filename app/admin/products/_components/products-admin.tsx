"use client";

import { PackageOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRef, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { ProductsLoadError } from "@/components/catalog/products-load-error";
import { AdminPage } from "@/components/layout/admin-page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/toast";
import type { CategoryDto, ProductDto } from "@/lib/catalog/types";
import { api, errorMessage } from "@/lib/http/fetcher";
import { ProductForm } from "./product-form";
import { ProductRow } from "./product-row";
import { PRODUCT_DELETED, PRODUCT_HIDDEN, PRODUCT_SHOWN } from "@/lib/catalog/messages";

type Props = {
  initialProducts: ProductDto[];
  categories: CategoryDto[];
  loadFailed: boolean;
  /** The shop's currency (ISO 4217): prices are hundredths of it. */
  currency: string;
};

/** SPEC §2 /admin/products: the add/edit form and the list with hide/show, edit and delete. */
export function ProductsAdmin({ initialProducts, categories, loadFailed, currency }: Props) {
  const t = useTranslations("adminCatalog.products");
  const text = useText();
  const [products, setProducts] = useState(initialProducts);
  const [editing, setEditing] = useState<ProductDto | null>(null);
  const [busyId, setBusyId] = useState<string | null>(null);
  const formRef = useRef<HTMLDivElement>(null);

  function saved(product: ProductDto) {
    setProducts((list) =>
      list.some((p) => p.id === product.id)
        ? list.map((p) => (p.id === product.id ? product : p))
        : [product, ...list],
    );
    setEditing(null);
  }

  async function toggleHidden(product: ProductDto) {
    setBusyId(product.id);
    try {
      const updated = await api<ProductDto>(`/products/${product.id}`, {
        method: "PUT",
        body: { hidden: !product.hidden },
      });
      setProducts((list) => list.map((p) => (p.id === updated.id ? updated : p)));
      notify.success(text(updated.hidden ? PRODUCT_HIDDEN : PRODUCT_SHOWN), updated.name);
    } catch (error) {
      notify.error(t("error"), text(errorMessage(error, t("updateFailed"))));
    } finally {
      setBusyId(null);
    }
  }

  async function remove(product: ProductDto) {
    setBusyId(product.id);
    try {
      await api(`/products/${product.id}`, { method: "DELETE" });
      setProducts((list) => list.filter((p) => p.id !== product.id));
      if (editing?.id === product.id) setEditing(null);
      notify.success(text(PRODUCT_DELETED), product.name);
      return true;
    } catch (error) {
      notify.error(t("error"), text(errorMessage(error, t("deleteFailed"))));
      return false;
    } finally {
      setBusyId(null);
    }
  }

  function edit(product: ProductDto) {
    setEditing(product);
    formRef.current?.scrollIntoView({ behavior: "smooth", block: "start" });
  }

  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: t("back") }}
    >
      {loadFailed && <ProductsLoadError />}
      <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[minmax(0,5fr)_minmax(0,6fr)]">
        <div ref={formRef} className="scroll-mt-4">
          <ProductForm
            key={editing?.id ?? "new"}
            editing={editing}
            categories={categories}
            currency={currency}
            onSaved={saved}
            onCancel={() => setEditing(null)}
          />
        </div>
        <Card className="gap-0 pb-0 sm:gap-0 sm:pb-0">
          <CardHeader className="border-b">
            <CardTitle>{t("all", { count: products.length })}</CardTitle>
          </CardHeader>
          <CardContent className="px-0 sm:px-0">
            {products.length === 0 ? (
              <EmptyState
                bare
                icon={<PackageOpen />}
                title={t("empty")}
                data-testid="empty-state"
              />
            ) : (
              <ul className="divide-y" data-testid="admin-product-list">
                {products.map((product) => (
                  <ProductRow
                    key={product.id}
                    product={product}
                    currency={currency}
                    busy={busyId === product.id}
                    onToggleHidden={() => toggleHidden(product)}
                    onEdit={() => edit(product)}
                    onDelete={() => remove(product)}
                  />
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
      </div>
    </AdminPage>
  );
}
