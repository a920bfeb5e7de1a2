import type { PassContent } from "@/lib/wallet/content";
import type { GoogleCredentials } from "./credentials";
import { issuerLimiter, type RateLimiter } from "./rate";
import { accessToken, forgetAccessToken } from "./token";

// The shop's loyalty class (one per shop: its name, logo, colour and callback address) and
// each customer's loyalty object (their figures), in the Wallet API's REST shapes, and the
// few calls that put them at Google.

export const DEFAULT_API_BASE = "https://walletobjects.googleapis.com/walletobjects/v1";

type Json = Record<string, unknown>;

/** "#1a2b3c" from "#1a2b3c", "#abc" or Apple's "rgb(26, 43, 60)": Google takes only hex. */
export function hexColor(color: string): string {
  const value = color.trim().toLowerCase();
  if (/^#[0-9a-f]{6}$/.test(value)) return value;
  const short = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(value);
  if (short) return `#${short[1]}${short[1]}${short[2]}${short[2]}${short[3]}${short[3]}`;
  const rgb = /^rgb\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})\s*\)$/.exec(value);
  if (rgb) {
    const hex = rgb.slice(1, 4).map((n) => Math.min(255, Number(n)).toString(16).padStart(2, "0"));
    return `#${hex.join("")}`;
  }
  throw new Error(`Not a colour Google takes: ${color}`);
}

function image(uri: string, description: string, language: string): Json {
  return {
    sourceUri: { uri },
    contentDescription: { defaultValue: { language, value: description } },
  };
}

export function classId(issuerId: string, classSuffix: string): string {
  return `${issuerId}.${classSuffix}`;
}

export function objectId(issuerId: string, serial: string): string {
  return `${issuerId}.${serial}`;
}

export type LoyaltyClassInput = {
  issuerId: string;
  classSuffix: string;
  shopName: string;
  logoUrl: string;
  heroUrl?: string;
  background: string;
  callbackUrl: string;
  /** The language of the shop's name and the images' descriptions. */
  locale?: string;
};

export function loyaltyClassBody(input: LoyaltyClassInput): Json {
  const language = input.locale ?? "en";
  const body: Json = {
    id: classId(input.issuerId, input.classSuffix),
    issuerName: input.shopName,
    programName: input.shopName,
    programLogo: image(input.logoUrl, input.shopName, language),
    hexBackgroundColor: hexColor(input.background),
    // Google's review is for classes that show to the public; ours reach only their holders.
    reviewStatus: "UNDER_REVIEW",
    callbackOptions: { url: input.callbackUrl },
    // A card belongs to one customer; their phone and tablet may both hold it.
    multipleDevicesAndHoldersAllowedStatus: "ONE_USER_ALL_DEVICES",
  };
  if (input.heroUrl) body.heroImage = image(input.heroUrl, input.shopName, language);
  return body;
}

export type LoyaltyObjectInput = {
  issuerId: string;
  classSuffix: string;
  content: PassContent;
  /** The stamps drawn for this customer (lib/wallet images), or none. */
  heroUrl?: string;
};

export function loyaltyObjectBody({
  issuerId,
  classSuffix,
  content,
  heroUrl,
}: LoyaltyObjectInput): Json {
  const modules = [...content.secondary, ...content.auxiliary, ...content.back];
  const body: Json = {
    id: objectId(issuerId, content.serial),
    classId: classId(issuerId, classSuffix),
    state: content.voided ? "INACTIVE" : "ACTIVE",
    accountId: content.barcode.message,
    accountName: content.barcode.altText,
    loyaltyPoints: { label: content.count.label, balance: { string: content.count.value } },
    barcode: {
      type: "QR_CODE",
      value: content.barcode.message,
      alternateText: content.barcode.altText,
    },
    // Google's module ids allow letters, digits and underscores.
    textModulesData: modules.map((field) => ({
      id: field.key.replace(/[^A-Za-z0-9_]/g, "_"),
      header: field.label,
      body: field.value,
    })),
    hexBackgroundColor: hexColor(content.colors.background),
    locations: content.locations.map(({ latitude, longitude }) => ({ latitude, longitude })),
  };
  if (heroUrl) body.heroImage = image(heroUrl, content.description, content.locale);
  return body;
}

/** A request Google refused: its status and Google's own message. */
export class GoogleApiError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(`Google Wallet API ${status}: ${message}`);
    this.name = "GoogleApiError";
    this.status = status;
  }
}

export type WalletClientOptions = {
  credentials: GoogleCredentials;
  apiBase?: string;
  tokenUrl?: string;
  fetch?: typeof globalThis.fetch;
  /** The process's limiter for the issuer unless given (tests pass their own). */
  limiter?: RateLimiter;
  /** The first retry's wait; each next one doubles it. */
  retryDelayMs?: number;
};

export type WalletClient = {
  /** Inserts the class, or patches it when it is there (the shop's name or logo changed). */
  ensureClass(body: Json): Promise<Json>;
  /** Inserts the object; one already there (a retried job) is patched instead. */
  insertObject(body: Json): Promise<Json>;
  /** `notify`: the holder's phone shows a notice of the change (Google allows 3 a day). */
  patchObject(id: string, body: Json, options?: { notify?: boolean }): Promise<Json>;
  getObject(id: string): Promise<Json | null>;
};

const RETRIES = 2;

function retried(status: number): boolean {
  return status === 429 || status >= 500;
}

async function googleMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => "");
  try {
    const parsed = JSON.parse(text) as { error?: { message?: string } | string };
    if (typeof parsed.error === "string") return parsed.error;
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // Not JSON: the text as it came.
  }
  return text.slice(0, 500) || response.statusText;
}

/**
 * Reads an answer's body to its end. Not `body.cancel()`: inside a route handler Next's fetch
 * hands out a tee of the body, whose cancel waits for the other branch and never settles.
 */
const drain = (response: Response) => response.arrayBuffer().catch(() => undefined);

export function walletClient({
  credentials,
  apiBase = DEFAULT_API_BASE,
  tokenUrl,
  fetch: fetcher = globalThis.fetch,
  limiter = issuerLimiter(credentials.issuerId),
  retryDelayMs = 500,
}: WalletClientOptions): WalletClient {
  const tokenOptions = { tokenUrl, fetch: fetcher };

  /** The response, or null for the `passed` statuses; throws on the rest. */
  async function call(
    method: string,
    path: string,
    body?: Json,
    passed: number[] = [],
  ): Promise<{ status: number; body: Json } | null> {
    let renewedToken = false;
    for (let attempt = 0; ; attempt++) {
      await limiter.take();
      const token = await accessToken(credentials, tokenOptions);
      const response = await fetcher(`${apiBase}${path}`, {
        method,
        headers: {
          Authorization: `Bearer ${token}`,
          ...(body ? { "Content-Type": "application/json" } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
      });
      if (response.ok) {
        const answer = (await response.json().catch(() => ({}))) as Json;
        return { status: response.status, body: answer };
      }
      if (passed.includes(response.status)) {
        await drain(response);
        return null;
      }
      // A token Google no longer takes: one new one, once.
      if (response.status === 401 && !renewedToken) {
        await drain(response);
        renewedToken = true;
        forgetAccessToken(credentials, { tokenUrl });
        attempt--;
        continue;
      }
      if (retried(response.status) && attempt < RETRIES) {
        await drain(response);
        await new Promise((resolve) => setTimeout(resolve, retryDelayMs * 2 ** attempt));
        continue;
      }
      throw new GoogleApiError(response.status, await googleMessage(response));
    }
  }

  const classPath = (id: string) => `/loyaltyClass/${encodeURIComponent(id)}`;
  const objectPath = (id: string) => `/loyaltyObject/${encodeURIComponent(id)}`;

  async function patchObject(id: string, body: Json, options: { notify?: boolean } = {}) {
    const sent = options.notify ? { ...body, notifyPreference: "notifyOnUpdate" } : body;
    const answer = await call("PATCH", objectPath(id), sent);
    return answer!.body;
  }

  return {
    async ensureClass(body) {
      const id = String(body.id);
      const found = await call("GET", classPath(id), undefined, [404]);
      if (!found) {
        // Another process may have inserted it between the two calls.
        const inserted = await call("POST", "/loyaltyClass", body, [409]);
        if (inserted) return inserted.body;
      }
      return (await call("PATCH", classPath(id), body))!.body;
    },
    async insertObject(body) {
      const inserted = await call("POST", "/loyaltyObject", body, [409]);
      if (inserted) return inserted.body;
      return patchObject(String(body.id), body);
    },
    patchObject,
    async getObject(id) {
      const found = await call("GET", objectPath(id), undefined, [404]);
      return found?.body ?? null;
    },
  };
}
