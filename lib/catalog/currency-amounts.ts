import "server-only";
import { ApiError } from "@/lib/http/errors";
import { getShopSettings } from "@/lib/settings/shop";
import { fractionIssues } from "./money";

/**
 * Refuses amounts (hundredths, by the input's field names) that the shop's currency cannot
 * hold, as the product form does before sending: 450.5 is a price in euros, never in yen.
 * The input's schema cannot judge it alone, since the currency is a setting.
 */
export async function refuseCurrencyFractions(
  amounts: Record<string, number | null | undefined>,
): Promise<void> {
  const { currency } = await getShopSettings();
  const issues = fractionIssues(currency, amounts);
  if (issues.length > 0) throw new ApiError("bad_request", issues[0]!.message, issues);
}
