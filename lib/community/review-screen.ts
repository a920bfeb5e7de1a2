import "server-only";
import { isUuid } from "@/lib/http/params";
import { reviewableProducts } from "./products";
import { listReviews, reviewStats } from "./reviews";

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** What both review screens load: the picker's products, and the stats and list for the filter. */
export async function loadReviewScreen(searchParams: SearchParams, viewerId: string) {
  const raw = (await searchParams).product;
  const filter = typeof raw === "string" && isUuid(raw) ? raw : "";
  const productId = filter || undefined;
  const [products, stats, reviews] = await Promise.all([
    reviewableProducts(),
    reviewStats({ productId }),
    listReviews({ viewerId, productId }),
  ]);
  return { filter, products, stats, reviews };
}
