import { request, type APIRequestContext } from "@playwright/test";
import { ADMIN, BASE_URL } from "../../support/api";
import { png } from "../../support/catalog";

export type SeedProduct = { id: string; name: string; category: string | null; imageUrl: string };

/** The admin's side of the API, for arranging a shop before a test looks at it. */
export class CatalogSeed {
  private constructor(readonly api: APIRequestContext) {}

  static async start(): Promise<CatalogSeed> {
    // No keep-alive: a socket left idle between tests may be closed by the server just as it is reused.
    const api = await request.newContext({
      baseURL: BASE_URL,
      extraHTTPHeaders: { connection: "close" },
    });
    const answer = await api.post("/api/auth/login", {
      data: ADMIN,
      headers: {
        "x-forwarded-for": `10.8.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`,
      },
    });
    if (!answer.ok()) throw new Error(`admin sign-in failed: ${answer.status()}`);
    return new CatalogSeed(api);
  }

  async category(name: string, description?: string): Promise<{ id: string; name: string }> {
    const answer = await this.api.post("/api/categories", { data: { name, description } });
    if (!answer.ok()) throw new Error(`category: ${answer.status()} ${await answer.text()}`);
    return answer.json();
  }

  async image(rgb: number[], size = 480): Promise<string> {
    const answer = await this.api.post("/api/upload", {
      multipart: {
        image: {
          name: "seed.png",
          mimeType: "image/png",
          buffer: png(size, size, { rgb, gradient: true }),
        },
      },
    });
    if (!answer.ok()) throw new Error(`upload: ${answer.status()} ${await answer.text()}`);
    return (await answer.json()).url;
  }

  async product(fields: Record<string, unknown>): Promise<SeedProduct> {
    const answer = await this.api.post("/api/products", {
      data: { description: "Fresh and tasty", stock: 5, price: 10, flavors: [], ...fields },
    });
    if (!answer.ok()) throw new Error(`product: ${answer.status()} ${await answer.text()}`);
    return answer.json();
  }

  async hideAll(): Promise<void> {
    const list: { id: string; hidden: boolean }[] = await (
      await this.api.get("/api/products")
    ).json();
    for (const p of list)
      if (!p.hidden) await this.api.put(`/api/products/${p.id}`, { data: { hidden: true } });
  }

  async dispose() {
    await this.api.dispose();
  }
}

export function unique(prefix: string) {
  return `${prefix} ${Math.random().toString(36).slice(2, 7)}`;
}
