import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { BASE_URL, cast, closeDb, sql } from "../support/api";
import { png, productBody } from "../support/catalog";
import { freePort } from "../support/server";

afterAll(closeDb);

type Product = { id: string; imageUrl: string; images: string[] };

const PICTURE = png(7, 5, { rgb: [13, 17, 19] });
const SVG = '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>';

/** Another site, on 127.0.0.1 (the test server is started with ALLOW_PRIVATE_IMAGE_FETCH). */
let site: Server;
let base: string;

beforeAll(async () => {
  site = createServer((req, res) => {
    if (req.url === "/photo.png") return res.writeHead(200).end(PICTURE);
    if (req.url === "/other.png") return res.writeHead(200).end(png(3, 3));
    if (req.url === "/moved.png") return res.writeHead(301, { location: "/photo.png" }).end();
    if (req.url === "/page.png") return res.writeHead(200).end("<!doctype html><p>Not a picture");
    if (req.url === "/logo.svg") {
      return res.writeHead(200, { "content-type": "image/svg+xml" }).end(SVG);
    }
    if (req.url === "/huge.png") {
      // A real PNG header, then past the 5 MB limit.
      return res.writeHead(200).end(Buffer.concat([PICTURE, Buffer.alloc(5 * 1024 * 1024)]));
    }
    res.writeHead(404).end();
  });
  await new Promise<void>((r) => site.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
});

afterAll(async () => {
  site.closeAllConnections();
  await new Promise((r) => site.close(r));
});

/** Copies of our picture stored so far, and products of that name (other tests run alongside). */
async function stored(name: string) {
  const { rows } = await sql().query<{ uploads: number; products: number }>(
    `select (select count(*)::int from uploads where data = $1) as uploads,
            (select count(*)::int from products where name = $2) as products`,
    [PICTURE, name],
  );
  return rows[0]!;
}

describe("product pictures at other sites' addresses", () => {
  it("fetches them once when saved, stores them as uploads and keeps the /uploads address", async () => {
    const { admin, customerA } = await cast();
    const created = await admin.post<Product>(
      "/api/products",
      productBody({
        imageUrl: `${base}/photo.png`,
        images: [`${base}/moved.png`, "/uploads/aaaaaaaaaaaaaaaaaaaaaa", `${base}/other.png`],
      }),
    );
    expect(created.status).toBe(201);
    const { imageUrl, images } = created.body;
    expect(imageUrl).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}$/);
    expect(images[0]).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}$/);
    expect(images[1]).toBe("/uploads/aaaaaaaaaaaaaaaaaaaaaa");
    expect(images[2]).toMatch(/^\/uploads\/[A-Za-z0-9_-]{22}$/);

    const served = await fetch(`${BASE_URL}${images[0]}`);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/png");
    expect(Buffer.from(await served.arrayBuffer()).equals(PICTURE)).toBe(true);
    const { rows } = await sql().query("select created_by from uploads where id = $1", [
      imageUrl.split("/").pop(),
    ]);
    expect(rows[0]?.created_by).toBeTruthy();

    // Customers see the stored copy, never the other site's address.
    const seen = await customerA.get<Product>(`/api/products/${created.body.id}`);
    expect(JSON.stringify(seen.body)).not.toContain(base);

    const edited = await admin.put<Product>(`/api/products/${created.body.id}`, {
      images: [`${base}/other.png`],
    });
    expect(edited.status).toBe(200);
    expect(edited.body.images[0]).toMatch(/^\/uploads\//);
    expect(edited.body.imageUrl).toBe(imageUrl);
  });

  it("refuses a page, an SVG, a file over 5 MB and a site that does not answer, storing nothing", async () => {
    const { admin } = await cast();
    const { id } = (await admin.post<Product>("/api/products", productBody())).body;
    const closed = `http://127.0.0.1:${await freePort()}/photo.png`;
    const cases = [
      [`${base}/page.png`, "it is not a JPEG, PNG, WebP or GIF image"],
      [`${base}/logo.svg`, "it is not a JPEG, PNG, WebP or GIF image"],
      [`${base}/huge.png`, "it is larger than 5MB"],
      [`${base}/gone.png`, "the site answered 404"],
      [closed, "the site could not be reached"],
    ];
    for (const [url, reason] of cases) {
      const name = `Refused ${Math.random().toString(36).slice(2)}`;
      const before = await stored(name);
      // One good picture beside the bad one: it must not be left behind either.
      const images = [`${base}/photo.png`, url];
      const create = await admin.post("/api/products", productBody({ name, images }));
      expect(create).toMatchObject({
        status: 400,
        body: { error: `Could not fetch image: ${reason} (${url})`, code: "bad_request" },
      });
      const update = await admin.put(`/api/products/${id}`, { images });
      expect(update.status).toBe(400);
      expect(update.body.error).toBe(`Could not fetch image: ${reason} (${url})`);
      expect(await stored(name)).toEqual(before);
    }
    const kept = await admin.get<Product>(`/api/products/${id}`);
    expect(kept.body.images).toEqual([]);
  }, 60_000);
});
