import "@/lib/fields/jitless";
import * as z from "zod";
import { CUSTOMER_NOT_FOUND } from "@/lib/rewards/messages";
import { normaliseUsername } from "@/lib/fields/username-text";

export const ENTER_USERNAME = "errors.validation.enterCustomerUsername";

/** The counter's look-up: the exact username, normalised as accounts store it. */
export const customerLookupSchema = z.object({
  username: z
    .string(ENTER_USERNAME)
    .transform(normaliseUsername)
    .pipe(z.string().min(1, ENTER_USERNAME).max(100, CUSTOMER_NOT_FOUND)),
});
export type CustomerLookup = z.output<typeof customerLookupSchema>;

export const LEDGER_PAGE_MAX = 100;
const INVALID_PAGE = "errors.validation.invalidPage";

/** One page of a customer's ledger: entries older than `before` (an entry id), newest first. */
export const ledgerPageSchema = z.object({
  before: z.preprocess(
    (v) => (v === "" ? undefined : v),
    z.coerce
      .number(INVALID_PAGE)
      .int(INVALID_PAGE)
      .positive(INVALID_PAGE)
      .max(Number.MAX_SAFE_INTEGER, INVALID_PAGE)
      .optional(),
  ),
  limit: z.coerce.number().int().min(1).max(LEDGER_PAGE_MAX).catch(20),
});
export type LedgerPageQuery = z.output<typeof ledgerPageSchema>;
