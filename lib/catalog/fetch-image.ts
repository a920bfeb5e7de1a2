import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "@/lib/security/private-address";
import { IMAGE_MAX_BYTES } from "@/lib/catalog/upload-schema";
import { m } from "../i18n/text.ts";
import { detectUploadType } from "./upload-type";

/** Why a picture from another site was refused: a key of `errors.catalog.imageFetch`. */
type Reason =
  | "privateNetwork"
  | "noAddress"
  | "siteNotFound"
  | "unreachable"
  | "timeout"
  | "tooLarge"
  | "notHttp"
  | "tooManyRedirects"
  | "status"
  | "notImage";
type Values = Record<string, string | number>;

/**
 * Why a picture from another site could not be taken in; its message is shown to the admin,
 * as a catalogue key with the address (route() puts it in their language).
 */
export class ImageFetchError extends Error {
  constructor(reason: Reason, values: Values, url: string) {
    const shown = url.length > 100 ? `${url.slice(0, 97)}…` : url;
    super(m(`errors.catalog.imageFetch.${reason}`, { ...values, url: shown }));
    this.name = "ImageFetchError";
  }
}

export type FetchImageOptions = {
  /** Loopback and private networks: only the test suite's own image server lives there. */
  allowPrivate: boolean;
  /** Which addresses are private; tests narrow it to check that redirects are checked too. */
  isPrivate?: (address: string) => boolean;
  timeoutMs?: number;
  maxBytes?: number;
  maxRedirects?: number;
};

export type FetchedImage = { bytes: Buffer; contentType: string };

class Refused extends Error {
  readonly reason: Reason;
  readonly values: Values;
  constructor(reason: Reason, values: Values = {}) {
    super(reason);
    this.reason = reason;
    this.values = values;
  }
}

const PRIVATE = "privateNetwork";

/**
 * Resolves the name and refuses before connecting if any of its addresses is private, so the
 * address checked is the address connected to (a name cannot resolve to a public address
 * for the check and a private one for the connection).
 */
function guardedLookup(refused: (address: string) => boolean): LookupFunction {
  return (hostname, options, callback) => {
    dnsLookup(hostname, { ...options, all: true }, (error, found: LookupAddress[]) => {
      if (error) return callback(error, "");
      if (found.some((a) => refused(a.address))) {
        return callback(new Refused(PRIVATE), "");
      }
      if (options.all) return callback(null, found);
      const first = found[0];
      if (!first) return callback(new Refused("noAddress"), "");
      callback(null, first.address, first.family);
    });
  };
}

function get(url: URL, refused: (address: string) => boolean, signal: AbortSignal) {
  return new Promise<IncomingMessage>((resolve, reject) => {
    const request = url.protocol === "https:" ? httpsRequest : httpRequest;
    const req = request(url, {
      method: "GET",
      agent: false,
      signal,
      lookup: guardedLookup(refused),
      headers: { accept: "image/*", "user-agent": "Punchcard image fetch" },
    });
    req.on("response", resolve);
    req.on("error", reject);
    req.end();
  });
}

async function readBody(response: IncomingMessage, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers["content-length"] ?? "0");
  if (declared > maxBytes) throw new Refused("tooLarge");
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new Refused("tooLarge");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function refusalFor(error: unknown, signal: AbortSignal, timeoutMs: number): Refused {
  if (signal.aborted) return new Refused("timeout", { seconds: timeoutMs / 1000 });
  if (error instanceof Refused) return error;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return new Refused("siteNotFound");
  return new Refused("unreachable");
}

/**
 * Fetches one picture from another site, as an upload would arrive: at most 5 MB, within the
 * time limit, following a few redirects (each checked again), and accepted only if its bytes
 * are a JPEG, PNG, WebP or GIF. Never a page, a script or an SVG, whatever the site calls it.
 */
export async function fetchImage(
  address: string,
  options: FetchImageOptions,
): Promise<FetchedImage> {
  const { timeoutMs = 10_000, maxBytes = IMAGE_MAX_BYTES, maxRedirects = 3 } = options;
  const isPrivate = options.isPrivate ?? isPrivateAddress;
  const refused = (address: string) => !options.allowPrivate && isPrivate(address);
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    let url = new URL(address);
    for (let hop = 0; ; hop++) {
      if (url.protocol !== "http:" && url.protocol !== "https:") {
        throw new Refused("notHttp");
      }
      // A literal IP address is connected to without a lookup: check it here.
      const host = url.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) !== 0 && refused(host)) throw new Refused(PRIVATE);
      const response = await get(url, refused, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= maxRedirects) throw new Refused("tooManyRedirects");
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new Refused("status", { status: String(status) });
      }
      const bytes = await readBody(response, maxBytes);
      const detected = detectUploadType(bytes.subarray(0, 64));
      if (!detected || detected.kind !== "image") {
        throw new Refused("notImage");
      }
      return { bytes, contentType: detected.contentType };
    }
  } catch (error) {
    const refused = refusalFor(error, controller.signal, timeoutMs);
    throw new ImageFetchError(refused.reason, refused.values, address);
  } finally {
    clearTimeout(timer);
  }
}
