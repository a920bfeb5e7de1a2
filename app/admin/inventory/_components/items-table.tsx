"use client";

import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { formatMoney, toCents } from "@/lib/catalog/money";
import type { InventoryItemDto } from "@/lib/catalog/types";
import { cn } from "@/lib/utils";

const money = (dollars: number) => formatMoney(toCents(dollars) ?? 0);

type Props = {
  items: InventoryItemDto[];
  /** Resolves true once the item is gone; the confirm dialog stays busy until then. */
  onDelete: (item: InventoryItemDto) => Promise<boolean>;
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

/** Asks first, like every other delete (a mis-tap on a phone must not lose a row). */
function DeleteButton({ item, onDelete }: { item: InventoryItemDto } & Pick<Props, "onDelete">) {
  return (
    <ConfirmDialog
      trigger={<TrashButton label={`Delete ${item.productName}`} data-testid="delete-item" />}
      title="Delete inventory item?"
      description={`“${item.productName}” will be removed from the inventory. This cannot be undone.`}
      onConfirm={() => onDelete(item)}
      testId="delete-item-dialog"
    />
  );
}

function List({ items, onDelete }: Props) {
  return (
    <ul className="divide-y" data-testid="inventory-list">
      {items.map((item) => (
        <li
          key={item.id}
          className="flex items-start gap-2 py-3 ps-4 pe-2 text-sm tabular-nums"
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
          <DeleteButton item={item} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function Table({ items, onDelete }: Props) {
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="inventory-table">
        <thead className="bg-muted/60 text-muted-foreground text-start text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              Product
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              Unit Price
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              Qty
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              Fill
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              Sell Price
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              Total Cost
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              Revenue
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
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
                className="max-w-56 truncate px-4 py-2 text-start font-medium"
                title={item.productName}
              >
                {item.productName}
              </th>
              <td className="px-3 py-2 text-end">{money(item.unitPrice)}</td>
              <td className="px-3 py-2 text-end">{item.quantity}</td>
              <td className="px-3 py-2 text-end">{item.fillAmount} g</td>
              <td className="px-3 py-2 text-end">{money(item.sellPrice)}</td>
              <td className="px-3 py-2 text-end">{money(item.totalCost)}</td>
              <td className="px-3 py-2 text-end">{money(item.revenue)}</td>
              <td
                className={cn(
                  "px-3 py-2 text-end font-semibold",
                  item.profit < 0 ? "text-destructive" : "text-success",
                )}
              >
                {money(item.profit)}
              </td>
              <td className="px-2 py-1 text-end">
                <DeleteButton item={item} onDelete={onDelete} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
