"use client";

import { Plus } from "lucide-react";
import { useState } from "react";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useSubmit } from "@/components/ui/use-submit";
import { FILL_AMOUNTS } from "@/lib/catalog/inventory-math";
import { api } from "@/lib/http/fetcher";
import { inventoryItemSchema } from "@/lib/validation/inventory";
import { ADD_INVENTORY_FAILED } from "@/lib/catalog/messages";

const empty = { productName: "", unitPrice: "", quantity: "", fillAmount: "1", sellPrice: "" };

/** SPEC §5: every field required; prices step 0.01; whole quantity; fill 0, 1 or 2 g (1 by default). */
export function AddItemForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const [form, setForm] = useState(empty);
  const set =
    (key: keyof typeof empty) => (e: React.ChangeEvent<HTMLInputElement | HTMLSelectElement>) =>
      setForm((f) => ({ ...f, [key]: e.target.value }));

  const { pending: saving, form: send } = useSubmit({
    schema: inventoryItemSchema,
    // The form's own strings go out, as before; the server parses them with the same schema.
    action: () => api("/inventory", { method: "POST", body: form }),
    onSuccess: async () => {
      notify.success("Item Added", form.productName.trim());
      setForm(empty);
      await onAdded();
    },
    fallback: ADD_INVENTORY_FAILED,
  });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Add Item</CardTitle>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={send(form)}
          noValidate
          className="grid grid-cols-2 gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
          data-testid="inventory-form"
        >
          <div className="col-span-2 space-y-2 lg:col-span-1">
            <Label htmlFor="i-name">Product Name</Label>
            <Input
              id="i-name"
              value={form.productName}
              onChange={set("productName")}
              data-testid="i-name"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="i-unit">Unit Price ($)</Label>
            <Input
              id="i-unit"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={form.unitPrice}
              onChange={set("unitPrice")}
              data-testid="i-unit"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="i-qty">Quantity</Label>
            <Input
              id="i-qty"
              type="number"
              inputMode="numeric"
              min={1}
              step={1}
              value={form.quantity}
              onChange={set("quantity")}
              data-testid="i-qty"
            />
          </div>
          <div className="space-y-2">
            <Label htmlFor="i-fill">Fill Amount</Label>
            <NativeSelect
              id="i-fill"
              value={form.fillAmount}
              onChange={set("fillAmount")}
              data-testid="i-fill"
            >
              {FILL_AMOUNTS.map((g) => (
                <option key={g} value={g}>
                  {g} g
                </option>
              ))}
            </NativeSelect>
          </div>
          <div className="space-y-2">
            <Label htmlFor="i-sell">Sell Price ($)</Label>
            <Input
              id="i-sell"
              type="number"
              inputMode="decimal"
              min={0}
              step={0.01}
              value={form.sellPrice}
              onChange={set("sellPrice")}
              data-testid="i-sell"
            />
          </div>
          <SubmitButton
            pending={saving}
            icon={<Plus aria-hidden />}
            className="col-span-2 lg:col-span-1"
            data-testid="i-submit"
          >
            Add Item
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
