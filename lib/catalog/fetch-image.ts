import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingMessage } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP, type LookupFunction } from "node:net";
import { isPrivateAddress } from "@/lib/security/private-address";
import { IMAGE_MAX_BYTES } from "@/lib/validation/upload";
import { detectUploadType } from "./upload-type";

/** Why a picture from another site could not be taken in; its message is shown to the admin. */
export class ImageFetchError extends Error {
  constructor(reason: string, url: string) {
    const shown = url.length > 100 ? `${url.slice(0, 97)}…` : url;
    super(`Could not fetch image: ${reason} (${shown})`);
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

const PRIVATE = "its address is on a private network";

class Refused extends Error {}

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
      if (!first) return callback(new Refused("its address could not be found"), "");
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
  if (declared > maxBytes) throw new Refused("it is larger than 5MB");
  const chunks: Buffer[] = [];
  let total = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    total += chunk.length;
    if (total > maxBytes) {
      response.destroy();
      throw new Refused("it is larger than 5MB");
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

function reasonFor(error: unknown, signal: AbortSignal, timeoutMs: number): string {
  if (signal.aborted) return `the site did not answer within ${timeoutMs / 1000} seconds`;
  if (error instanceof Refused) return error.message;
  const code = (error as NodeJS.ErrnoException).code;
  if (code === "ENOTFOUND" || code === "EAI_AGAIN") return "the site's address could not be found";
  return "the site could not be reached";
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
        throw new Refused("only http and https addresses can be fetched");
      }
      // A literal IP address is connected to without a lookup: check it here.
      const host = url.hostname.replace(/^\[|\]$/g, "");
      if (isIP(host) !== 0 && refused(host)) throw new Refused(PRIVATE);
      const response = await get(url, refused, controller.signal);
      const status = response.statusCode ?? 0;
      const location = response.headers.location;
      if (status >= 300 && status < 400 && location) {
        response.destroy();
        if (hop >= maxRedirects) throw new Refused("it redirects too many times");
        url = new URL(location, url);
        continue;
      }
      if (status !== 200) {
        response.destroy();
        throw new Refused(`the site answered ${status}`);
      }
      const bytes = await readBody(response, maxBytes);
      const detected = detectUploadType(bytes.subarray(0, 64));
      if (!detected || detected.kind !== "image") {
        throw new Refused("it is not a JPEG, PNG, WebP or GIF image");
      }
      return { bytes, contentType: detected.contentType };
    }
  } catch (error) {
    throw new ImageFetchError(reasonFor(error, controller.signal, timeoutMs), address);
  } finally {
    clearTimeout(timer);
  }
}
