import "@/lib/fields/jitless";
import * as z from "zod";
import { FILL_AMOUNTS } from "@/lib/catalog/inventory-math";
import { FILL_ALL_FIELDS } from "@/lib/fields/messages";
import { dollarsToCents, numberish, requiredText, wholeNumber } from "./field-schemas";
import { fieldTooLong } from "@/lib/fields/field-messages";

const required = FILL_ALL_FIELDS;
const FILL_AMOUNT = "errors.validation.fillAmount";

/** SPEC §5: all fields required; prices step 0.01; quantity whole; fill 0, 1 or 2 grams (default 1). */
export const inventoryItemSchema = z
  .object({
    productName: requiredText(required, 200, fieldTooLong("productName")),
    unitPrice: dollarsToCents(required, "unitPrice"),
    quantity: wholeNumber(required, "quantity", 1),
    fillAmount: z.preprocess(
      (v) => numberish(v) ?? 1,
      z
        .number(FILL_AMOUNT)
        .refine((v) => (FILL_AMOUNTS as readonly number[]).includes(v), FILL_AMOUNT),
    ),
    sellPrice: dollarsToCents(required, "sellPrice"),
  })
  .transform((v) => ({
    productName: v.productName,
    unitPriceCents: v.unitPrice,
    quantity: v.quantity,
    fillAmount: v.fillAmount,
    sellPriceCents: v.sellPrice,
  }));

export type InventoryItemInput = z.input<typeof inventoryItemSchema>;
export type InventoryItemData = z.output<typeof inventoryItemSchema>;
