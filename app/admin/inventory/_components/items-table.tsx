"use client";

import { Trash2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { formatMoney, toCents } from "@/lib/catalog/money";
import type { InventoryItemDto } from "@/lib/catalog/types";
import { cn } from "@/lib/utils";

const money = (dollars: number) => formatMoney(toCents(dollars) ?? 0);

type Props = {
  items: InventoryItemDto[];
  deletingId: string | null;
  onDelete: (item: InventoryItemDto) => void;
};

/** The detail table, one row per item with its own costs; a stacked list on a phone. */
export function ItemsTable(props: Props) {
  return (
    <>
      <div className="hidden md:block">
        <Table {...props} />
      </div>
      <div className="md:hidden">
        <List {...props} />
      </div>
    </>
  );
}

function DeleteButton({
  item,
  deletingId,
  onDelete,
}: { item: InventoryItemDto } & Omit<Props, "items">) {
  return (
    <Button
      variant="ghost"
      size="icon"
      className="text-destructive hover:text-destructive"
      aria-label={`Delete ${item.productName}`}
      disabled={deletingId === item.id}
      onClick={() => onDelete(item)}
      data-testid="delete-item"
    >
      <Trash2 aria-hidden />
    </Button>
  );
}

function List({ items, deletingId, onDelete }: Props) {
  return (
    <ul className="divide-y" data-testid="inventory-list">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex items-start gap-2 py-3 pr-2 pl-4 text-sm tabular-nums"
          data-testid="inventory-row"
        >
          <div className="min-w-0 flex-1 space-y-1">
            <p className="truncate font-medium" title={item.productName}>
              {item.productName}
            </p>
            <p className="text-muted-foreground">
              {item.quantity} × {money(item.unitPrice)} · {item.fillAmount} g fill · sells at{" "}
              {money(item.sellPrice)}
            </p>
            <p>
              Cost {money(item.totalCost)} · Revenue {money(item.revenue)} ·{" "}
              <span
                className={cn(
                  "font-semibold whitespace-nowrap",
                  item.profit < 0 ? "text-destructive" : "text-success",
                )}
              >
                Profit {money(item.profit)}
              </span>
            </p>
          </div>
          <DeleteButton item={item} deletingId={deletingId} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function Table({ items, deletingId, onDelete }: Props) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="inventory-table">
        <thead className="bg-muted/60 text-muted-foreground text-left text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Product
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Unit Price
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Qty
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Fill
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Sell Price
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Total Cost
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Revenue
            </th>
            <th scope="col" className="px-3 py-3 text-right font-medium">
              Profit
            </th>
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody className="divide-y tabular-nums">
          {items.map((item) => (
            <tr key={item.id} data-testid="inventory-row">
              <th
                scope="row"
                className="max-w-56 truncate px-4 py-2 text-left font-medium"
                title={item.productName}
              >
                {item.productName}
              </th>
              <td className="px-3 py-2 text-right">{money(item.unitPrice)}</td>
              <td className="px-3 py-2 text-right">{item.quantity}</td>
              <td className="px-3 py-2 text-right">{item.fillAmount} g</td>
              <td className="px-3 py-2 text-right">{money(item.sellPrice)}</td>
              <td className="px-3 py-2 text-right">{money(item.totalCost)}</td>
              <td className="px-3 py-2 text-right">{money(item.revenue)}</td>
              <td
                className={cn(
                  "px-3 py-2 text-right font-semibold",
                  item.profit < 0 ? "text-destructive" : "text-success",
                )}
              >
                {money(item.profit)}
              </td>
              <td className="px-2 py-1 text-right">
                <DeleteButton item={item} deletingId={deletingId} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
