"use client";

import { Loader2, PackageOpen } from "lucide-react";
import { useTranslations } from "next-intl";
import { useCallback, useEffect, useState } from "react";
import { useText } from "@/components/i18n/use-text";
import { AdminPage } from "@/components/layout/admin-page";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { EmptyState } from "@/components/ui/empty-state";
import { notify } from "@/components/ui/toast";
import type { InventoryDto, InventoryItemDto } from "@/lib/catalog/types";
import { api } from "@/lib/http/fetcher";
import { AddItemForm } from "./add-item-form";
import { ItemsTable } from "./items-table";
import { SummaryCards } from "./summary-cards";
import { DELETE_INVENTORY_FAILED, LOAD_INVENTORY_FAILED } from "@/lib/catalog/messages";

/** SPEC §2 /admin/inventory: summary, add-item form and the detail table. */
export function InventoryScreen({ currency }: { currency: string }) {
  const t = useTranslations("adminCatalog.inventory");
  const text = useText();
  const loadFailed = text(LOAD_INVENTORY_FAILED);
  const errorTitle = t("error");
  const [data, setData] = useState<InventoryDto | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await api<InventoryDto>("/inventory"));
      setFailed(false);
    } catch {
      setFailed(true);
      notify.error(errorTitle, loadFailed);
    }
  }, [errorTitle, loadFailed]);

  useEffect(() => {
    // Fetched in the browser so the screen shows at once with 'Loading inventory...'.
    const timer = setTimeout(load, 0);
    return () => clearTimeout(timer);
  }, [load]);

  async function remove(item: InventoryItemDto) {
    try {
      await api(`/inventory/${item.id}`, { method: "DELETE" });
    } catch {
      notify.error(t("error"), text(DELETE_INVENTORY_FAILED));
      return false;
    }
    notify.success(t("deleted"), item.productName);
    await load();
    return true;
  }

  return (
    <AdminPage
      title={t("title")}
      description={t("description")}
      back={{ href: "/admin/dashboard", label: t("back") }}
    >
      {data && <SummaryCards summary={data.summary} currency={currency} />}
      <AddItemForm onAdded={load} currency={currency} />
      <Card className="gap-0 pb-0 sm:gap-0 sm:pb-0">
        <CardHeader className="border-b">
          <CardTitle>{data ? t("itemsCount", { count: data.items.length }) : t("items")}</CardTitle>
        </CardHeader>
        <CardContent className="px-0 sm:px-0">
          {!data ? (
            <p
              className="text-muted-foreground flex items-center justify-center gap-2 py-12"
              role="status"
              data-testid="inventory-loading"
            >
              {failed ? (
                loadFailed
              ) : (
                <>
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                  {t("loading")}
                </>
              )}
            </p>
          ) : data.items.length === 0 ? (
            <EmptyState bare icon={<PackageOpen />} title={t("empty")} data-testid="empty-state" />
          ) : (
            <ItemsTable items={data.items} currency={currency} onDelete={remove} />
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
