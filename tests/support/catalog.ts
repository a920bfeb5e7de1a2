import { request as httpRequest } from "node:http";
import { deflateSync } from "node:zlib";
import { type Answer, type Client } from "./api";

/**
 * Sends one file as multipart under the field `image`, as the admin screen does (to `path`:
 * /api/upload unless told). A fresh
 * connection each time: a reused keep-alive socket the server is just closing would fail
 * the request for reasons that have nothing to do with uploads.
 */
export async function upload(
  client: Client,
  file: { name: string; type: string; bytes: Uint8Array },
  field = "image",
  path = "/api/upload",
): Promise<Answer<{ url?: string; error?: string; code?: string }>> {
  const boundary = `----catalog${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
  );
  const body = Buffer.concat([
    head,
    Buffer.from(file.bytes),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const url = new URL(path, client.baseUrl);
  const { status, text, headers } = await new Promise<{
    status: number;
    text: string;
    headers: Headers;
  }>((resolve, reject) => {
    const req = httpRequest(
      url,
      {
        method: "POST",
        agent: false,
        headers: {
          "content-type": `multipart/form-data; boundary=${boundary}`,
          "content-length": String(body.length),
          "x-forwarded-for": client.ip,
          ...(client.cookie ? { cookie: client.cookie } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (c: Buffer) => chunks.push(c));
        res.on("end", () => {
          const h = new Headers();
          for (const [k, v] of Object.entries(res.headers)) if (typeof v === "string") h.set(k, v);
          resolve({
            status: res.statusCode ?? 0,
            text: Buffer.concat(chunks).toString("utf8"),
            headers: h,
          });
        });
      },
    );
    req.on("error", reject);
    req.end(body);
  });
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // not JSON
  }
  return { status, body: parsed as { url?: string; error?: string }, headers };
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type, "ascii"), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * A real RGB PNG of the given size. `noise` fills it with random pixels, which do not
 * compress, so a large one is several megabytes (to exercise size limits and compression).
 */
export function png(
  width: number,
  height: number,
  {
    noise = false,
    rgb = [120, 80, 200],
    gradient = false,
  }: { noise?: boolean; rgb?: number[]; gradient?: boolean } = {},
): Buffer {
  const row = 1 + width * 3;
  const raw = Buffer.alloc(row * height);
  for (let y = 0; y < height; y++) {
    raw[y * row] = 0;
    for (let x = 0; x < width; x++) {
      const at = y * row + 1 + x * 3;
      // A soft diagonal light over the base colour looks like a photo in screenshots.
      const shade = gradient ? 0.55 + 0.45 * (1 - (x / width + y / height) / 2) : 1;
      raw[at] = noise ? Math.floor(Math.random() * 256) : Math.round(rgb[0]! * shade);
      raw[at + 1] = noise ? Math.floor(Math.random() * 256) : Math.round(rgb[1]! * shade);
      raw[at + 2] = noise ? Math.floor(Math.random() * 256) : Math.round(rgb[2]! * shade);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(raw, { level: noise ? 0 : 6 })),
    chunk("IEND", new Uint8Array()),
  ]);
}

/** The first bytes of an MP4 followed by padding: enough for the byte check and range reads. */
export function fakeMp4(size: number): Buffer {
  const out = Buffer.alloc(size);
  Buffer.from([0, 0, 0, 0x18, ...Buffer.from("ftypisom"), 0, 0, 2, 0]).copy(out);
  for (let i = 16; i < size; i++) out[i] = i % 251;
  return out;
}

/** Product fields as the admin form sends them. */
export function productBody(overrides: Record<string, unknown> = {}) {
  return {
    name: `Product ${Math.random().toString(36).slice(2, 8)}`,
    description: "A short description",
    detailedDescription: "All the details",
    imageUrl: "",
    images: [],
    videoUrl: "",
    flavors: ["Mint", "Lime"],
    stock: 5,
    category: "",
    price: 12.5,
    dealPrice: null,
    hidden: false,
    ...overrides,
  };
}
