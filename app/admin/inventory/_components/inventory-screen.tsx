"use client";

import { Loader2, PackageOpen } from "lucide-react";
import { useCallback, useEffect, useState } from "react";
import { AdminPageHeader } from "@/components/catalog/admin-page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
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
  const [deletingId, setDeletingId] = useState<string | null>(null);

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
    setDeletingId(item.id);
    try {
      await api(`/inventory/${item.id}`, { method: "DELETE" });
      notify.success("Item Deleted", item.productName);
      await load();
    } catch {
      notify.error("Error", DELETE_INVENTORY_FAILED);
    } finally {
      setDeletingId(null);
    }
  }

  return (
    <main className="mx-auto max-w-6xl space-y-6 px-4 py-6 sm:px-6 sm:py-10">
      <AdminPageHeader
        title="Inventory"
        description="Costs, fill, revenue and profit of your stock."
      />
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
            <div
              className="text-muted-foreground flex flex-col items-center gap-2 py-12 text-center"
              data-testid="empty-state"
            >
              <PackageOpen aria-hidden className="size-10 opacity-60" />
              <p>No items yet. Add your first inventory item above.</p>
            </div>
          ) : (
            <ItemsTable items={data.items} deletingId={deletingId} onDelete={remove} />
          )}
        </CardContent>
      </Card>
    </main>
  );
}
