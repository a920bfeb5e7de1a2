"use client";

import { Loader2, PackageOpen } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
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
export function InventoryScreen() {
  const [data, setData] = useState<InventoryDto | null>(null);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      setData(await api<InventoryDto>("/inventory"));
      setFailed(false);
    } catch {
      setFailed(true);
      notify.error("Error", LOAD_INVENTORY_FAILED);
    }
  }, []);

  useEffect(() => {
    // Fetched in the browser so the screen shows at once with 'Loading inventory...'.
    const timer = setTimeout(load, 0);
    return () => clearTimeout(timer);
  }, [load]);

  async function remove(item: InventoryItemDto) {
    try {
      await api(`/inventory/${item.id}`, { method: "DELETE" });
    } catch {
      notify.error("Error", DELETE_INVENTORY_FAILED);
      return false;
    }
    notify.success("Item Deleted", item.productName);
    await load();
    return true;
  }

  return (
    <AdminPage title="Inventory" description="Costs, fill, revenue and profit of your stock.">
      {data && <SummaryCards summary={data.summary} />}
      <AddItemForm onAdded={load} />
      <Card className="gap-0 pb-0 sm:gap-0 sm:pb-0">
        <CardHeader className="border-b">
          <CardTitle>Items{data ? ` (${data.items.length})` : ""}</CardTitle>
        </CardHeader>
        <CardContent className="px-0 sm:px-0">
          {!data ? (
            <p
              className="text-muted-foreground flex items-center justify-center gap-2 py-12"
              role="status"
              data-testid="inventory-loading"
            >
              {failed ? (
                LOAD_INVENTORY_FAILED
              ) : (
                <>
                  <Loader2 aria-hidden className="size-4 animate-spin" />
                  Loading inventory...
                </>
              )}
            </p>
          ) : data.items.length === 0 ? (
            <EmptyState
              bare
              icon={<PackageOpen />}
              title="No items yet. Add your first inventory item above."
              data-testid="empty-state"
            />
          ) : (
            <ItemsTable items={data.items} onDelete={remove} />
          )}
        </CardContent>
      </Card>
    </AdminPage>
  );
}
