/**
 * @jest-environment node
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { deflateSync } from "node:zlib";
import { english } from "@/tests/support/english";
import { fetchImage } from "./fetch-image";

/** The refusal's message as the admin reads it in English. */
async function refusal(fetching: Promise<unknown>): Promise<string> {
  try {
    await fetching;
  } catch (error) {
    return english((error as Error).message);
  }
  throw new Error("the picture was not refused");
}

/** The smallest valid PNG: one purple pixel. */
function tinyPng(): Buffer {
  const crc = (bytes: Buffer) => {
    let c = 0xffffffff;
    for (const b of bytes) {
      c ^= b;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  };
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    body.copy(out, 4);
    out.writeUInt32BE(crc(body), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(1, 0);
  header.writeUInt32BE(1, 4);
  header[8] = 8;
  header[9] = 2;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(Buffer.from([0, 120, 80, 200]))),
    chunk("IEND", Buffer.alloc(0)),
  ]);
}

const PNG = tinyPng();
let server: Server;
let base: string;

beforeAll(async () => {
  server = createServer((req, res) => {
    switch (req.url) {
      case "/good.png":
        return res.writeHead(200, { "content-type": "image/png" }).end(PNG);
      case "/page.png":
        return res.writeHead(200, { "content-type": "image/png" }).end("<html>hi</html>");
      case "/big.png":
        // No Content-Length: the limit must hold while reading, not only on the header.
        res.writeHead(200, { "content-type": "image/png" });
        res.write(PNG.subarray(0, 16));
        return res.end(Buffer.alloc(2048));
      case "/hop":
        return res.writeHead(302, { location: "/good.png" }).end();
      case "/loop":
        return res.writeHead(302, { location: "/loop" }).end();
      case "/to-metadata":
        return res.writeHead(302, { location: "http://169.254.169.254/latest" }).end();
      case "/slow.png":
        return; // never answers
      default:
        return res.writeHead(404).end();
    }
  });
  await new Promise<void>((r) => server.listen(0, "127.0.0.1", r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((r) => server.close(r));
});

const allowed = { allowPrivate: true };

describe("fetching a product picture from another site", () => {
  it("takes a picture by its bytes and follows a redirect", async () => {
    expect(await fetchImage(`${base}/good.png`, allowed)).toEqual({
      bytes: PNG,
      contentType: "image/png",
    });
    expect((await fetchImage(`${base}/hop`, allowed)).bytes).toEqual(PNG);
  });

  it.each([
    ["/page.png", "it is not a JPEG, PNG, WebP or GIF image"],
    ["/missing.png", "the site answered 404"],
    ["/loop", "it redirects too many times"],
  ])("refuses %s: %s", async (path, reason) => {
    expect(await refusal(fetchImage(`${base}${path}`, allowed))).toBe(
      `Could not fetch image: ${reason} (${base}${path})`,
    );
  });

  it("stops reading past the size limit", async () => {
    expect(await refusal(fetchImage(`${base}/big.png`, { ...allowed, maxBytes: 1024 }))).toContain(
      "Could not fetch image: it is larger than 5MB",
    );
  });

  it("gives up at the time limit", async () => {
    expect(await refusal(fetchImage(`${base}/slow.png`, { ...allowed, timeoutMs: 300 }))).toContain(
      "Could not fetch image: the site did not answer within 0.3 seconds",
    );
  });

  it("refuses loopback and private addresses unless allowed, by name or by redirect", async () => {
    const refused = "Could not fetch image: its address is on a private network";
    const off = { allowPrivate: false };
    expect(await refusal(fetchImage(`${base}/good.png`, off))).toContain(refused);
    const port = new URL(base).port;
    expect(await refusal(fetchImage(`http://localhost:${port}/good.png`, off))).toContain(refused);
    expect(await refusal(fetchImage(`http://[::1]:${port}/good.png`, off))).toContain(refused);
    expect(await refusal(fetchImage("http://169.254.169.254/latest", off))).toContain(refused);
    // With the test server counted as public, a redirect to the metadata service is still refused.
    const onlyMetadata = {
      allowPrivate: false,
      isPrivate: (a: string) => a.startsWith("169.254."),
    };
    expect((await fetchImage(`${base}/hop`, onlyMetadata)).bytes).toEqual(PNG);
    expect(await refusal(fetchImage(`${base}/to-metadata`, onlyMetadata))).toContain(refused);
  });

  it("refuses what is not http or https", async () => {
    expect(await refusal(fetchImage("file:///etc/passwd", allowed))).toBe(
      "Could not fetch image: only http and https addresses can be fetched (file:///etc/passwd)",
    );
  });
});
