"use client";

import { Plus } from "lucide-react";
import { Field } from "@/components/ui/field";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { Input, MONEY_INPUT, WHOLE_INPUT } from "@/components/ui/input";
import { NativeSelect } from "@/components/ui/select";
import { SubmitButton } from "@/components/ui/submit-button";
import { notify } from "@/components/ui/toast";
import { useForm } from "@/components/ui/use-form";
import { FILL_AMOUNTS } from "@/lib/catalog/inventory-math";
import { api } from "@/lib/http/fetcher";
import { inventoryItemSchema } from "@/lib/validation/inventory";
import { ADD_INVENTORY_FAILED } from "@/lib/catalog/messages";

/** The name and the button: a row of their own on a phone, their share of the one row on a desktop. */
const WIDE = "col-span-2 lg:col-span-1";
const FILL_OPTIONS = FILL_AMOUNTS.map((g) => ({ value: String(g), label: `${g} g` }));
const empty = { productName: "", unitPrice: "", quantity: "", fillAmount: "1", sellPrice: "" };

/** SPEC §5: every field required; prices step 0.01; whole quantity; fill 0, 1 or 2 g (1 by default). */
export function AddItemForm({ onAdded }: { onAdded: () => Promise<void> }) {
  const {
    pending: saving,
    onSubmit,
    field,
    values,
    reset,
  } = useForm({
    initial: empty,
    schema: inventoryItemSchema,
    // The form's own strings go out, as before; the server parses them with the same schema.
    action: (): Promise<unknown> => api("/inventory", { method: "POST", body: values }),
    onSuccess: async (): Promise<void> => {
      notify.success("Item Added", values.productName.trim());
      reset();
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
          onSubmit={onSubmit}
          noValidate
          className="grid grid-cols-2 gap-4 lg:grid-cols-[2fr_1fr_1fr_1fr_1fr_auto] lg:items-end"
          data-testid="inventory-form"
        >
          <Field id="i-name" label="Product Name" className={WIDE} {...field("productName")}>
            <Input data-testid="i-name" />
          </Field>
          <Field id="i-unit" label="Unit Price ($)" {...field("unitPrice")}>
            <Input {...MONEY_INPUT} data-testid="i-unit" />
          </Field>
          <Field id="i-qty" label="Quantity" {...field("quantity")}>
            <Input {...WHOLE_INPUT} min={1} data-testid="i-qty" />
          </Field>
          <Field id="i-fill" label="Fill Amount" {...field("fillAmount")}>
            <NativeSelect options={FILL_OPTIONS} data-testid="i-fill" />
          </Field>
          <Field id="i-sell" label="Sell Price ($)" {...field("sellPrice")}>
            <Input {...MONEY_INPUT} data-testid="i-sell" />
          </Field>
          <SubmitButton
            pending={saving}
            icon={<Plus aria-hidden />}
            className={WIDE}
            data-testid="i-submit"
          >
            Add Item
          </SubmitButton>
        </form>
      </CardContent>
    </Card>
  );
}
