import "server-only";
import { env } from "@/lib/env";
import { ApiError } from "@/lib/http/errors";
import type { ProductData } from "@/lib/catalog/product-schema";
import { fetchImage, ImageFetchError } from "./fetch-image";
import { isOutsideAddress } from "./gallery";
import { deleteUploads, storeUpload } from "./uploads";

// A few at a time: a 40-picture gallery does not take 40 time limits, nor 40 × 5 MB at once.
const AT_ONCE = 4;

type Pictures = Pick<Partial<ProductData>, "imageUrl" | "images">;

async function fetchAndStore(urls: string[], userId: string | null) {
  const stored = new Map<string, { id: string; url: string }>();
  const queue = [...urls];
  let failure: unknown = null;
  async function worker() {
    for (let url = queue.shift(); url !== undefined && !failure; url = queue.shift()) {
      try {
        const image = await fetchImage(url, { allowPrivate: env.ALLOW_PRIVATE_IMAGE_FETCH });
        stored.set(
          url,
          await storeUpload({ data: image.bytes, contentType: image.contentType, userId }),
        );
      } catch (error) {
        failure ??= error;
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(AT_ONCE, urls.length) }, worker));
  const ids = [...stored.values()].map((s) => s.id);
  if (failure) {
    await deleteUploads(ids);
    if (failure instanceof ImageFetchError) throw new ApiError("bad_request", failure.message);
    throw failure;
  }
  return { stored, ids };
}

/**
 * The page policy shows pictures from our own site only, so a picture given as another site's
 * address is fetched once, checked by its bytes like an upload, and stored; the product keeps
 * the /uploads address. `write` saves the product; if it fails, the fetched files are removed.
 */
export async function withOutsideImagesStored<T extends Pictures, R>({
  data,
  userId,
  write,
}: {
  data: T;
  userId: string | null;
  write: (data: T) => Promise<R>;
}): Promise<R> {
  const urls = [data.imageUrl, ...(data.images ?? [])].filter(
    (u): u is string => typeof u === "string" && isOutsideAddress(u),
  );
  if (urls.length === 0) return write(data);
  const { stored, ids } = await fetchAndStore([...new Set(urls)], userId);
  const local = (url: string) => stored.get(url)?.url ?? url;
  const withLocal: T = { ...data };
  if (data.imageUrl !== undefined) withLocal.imageUrl = local(data.imageUrl);
  if (data.images !== undefined) withLocal.images = data.images.map(local);
  try {
    return await write(withLocal);
  } catch (error) {
    await deleteUploads(ids);
    throw error;
  }
}
