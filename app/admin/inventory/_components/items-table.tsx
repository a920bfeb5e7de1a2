"use client";

import { useTranslations } from "next-intl";
import { useMoney } from "@/components/catalog/use-money";
import { ConfirmDialog, TrashButton } from "@/components/ui/confirm-dialog";
import { toCents } from "@/lib/catalog/money";
import type { InventoryItemDto } from "@/lib/catalog/types";
import { cn } from "@/lib/utils";

/** The API's amounts written in the shop's currency for the reader. */
function useAmount(currency: string) {
  const money = useMoney(currency);
  return (amount: number) => money(toCents(amount) ?? 0);
}

type Props = {
  items: InventoryItemDto[];
  /** The shop's currency (ISO 4217). */
  currency: string;
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
  const t = useTranslations("adminCatalog.inventoryTable");
  return (
    <ConfirmDialog
      trigger={
        <TrashButton label={t("delete", { name: item.productName })} data-testid="delete-item" />
      }
      title={t("deleteTitle")}
      description={t("deleteDescription", { name: item.productName })}
      onConfirm={() => onDelete(item)}
      testId="delete-item-dialog"
    />
  );
}

function List({ items, currency, onDelete }: Props) {
  const t = useTranslations("adminCatalog.inventoryTable");
  const money = useAmount(currency);
  const totals = (item: InventoryItemDto) =>
    t.rich("totals", {
      cost: money(item.totalCost),
      revenue: money(item.revenue),
      profit: money(item.profit),
      strong: (chunks) => (
        <span
          className={cn(
            "font-semibold whitespace-nowrap",
            item.profit < 0 ? "text-destructive" : "text-success",
          )}
        >
          {chunks}
        </span>
      ),
    });
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
              {t("figures", {
                quantity: item.quantity,
                unitPrice: money(item.unitPrice),
                fill: item.fillAmount,
                sellPrice: money(item.sellPrice),
              })}
            </p>
            <p>{totals(item)}</p>
          </div>
          <DeleteButton item={item} onDelete={onDelete} />
        </li>
      ))}
    </ul>
  );
}

function Table({ items, currency, onDelete }: Props) {
  const t = useTranslations("adminCatalog.inventoryTable");
  const money = useAmount(currency);
  return (
    <div className="relative overflow-x-auto">
      <table className="w-full text-sm" data-testid="inventory-table">
        <thead className="bg-muted/60 text-muted-foreground text-start text-xs tracking-wide uppercase">
          <tr>
            <th scope="col" className="px-4 py-3 font-medium">
              {t("product")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t("unitPrice")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t("quantity")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t("fill")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t("sellPrice")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t("totalCost")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t("revenue")}
            </th>
            <th scope="col" className="px-3 py-3 text-end font-medium">
              {t("profit")}
            </th>
            <th scope="col" className="px-3 py-3">
              <span className="sr-only">{t("actions")}</span>
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
              <td className="px-3 py-2 text-end">{t("grams", { count: item.fillAmount })}</td>
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
