import * as z from "zod";

const flag = z
  .enum(["1", "0", "true", "false", ""])
  .optional()
  .transform((v) => v === "1" || v === "true");

const schema = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  DATABASE_URL: z.string().min(1),
  // Signs session cookies. The launcher supplies one kept in the database when unset.
  AUTH_SECRET: z.string().min(32),
  // Public address printed into QR codes; blank means the address the admin's browser is on.
  PUBLIC_SITE_URL: z
    .url()
    .optional()
    .or(z.literal("").transform(() => undefined)),
  SHOP_NAME: z.string().min(1).default("Punchcard"),
  SHOP_OWNER_HANDLE: z.string().min(1).default("@punchcard.shop"),
  SHOP_OWNER_URL: z.url().default("https://www.instagram.com/punchcard.shop"),
  SHOP_MESSAGING_APP: z.string().min(1).default("Instagram"),
  // Only behind a reverse proxy that sets X-Forwarded-For may the client address be read from it.
  TRUST_PROXY: flag,
  // Product pictures at other sites' addresses are fetched when saved; private and loopback
  // addresses are refused unless this is set, which only the test suite does (its image server).
  ALLOW_PRIVATE_IMAGE_FETCH: flag,
  LOGIN_LINK_DAYS: z.coerce.number().int().min(1).max(365).default(30),
  DB_POOL_MAX: z.coerce.number().int().min(1).max(200).default(20),
  // Web Push: the hosts of the push services whose endpoints a subscription may name, comma
  // separated (https only; "host:port" allowed). Blank: the browsers' own services.
  PUSH_SERVICE_HOSTS: z.string().default(""),
  // The VAPID key pair (base64url, as `web-push generate-vapid-keys` prints them). Unset: a
  // pair made on first start and kept in the database, like the session secret.
  VAPID_PUBLIC_KEY: z.string().default(""),
  VAPID_PRIVATE_KEY: z.string().default(""),
  // Who push services may contact about this shop's pushes: a mailto: or https: address.
  VAPID_SUBJECT: z.string().default(""),
  // Wallet passes: the services' base addresses. Production leaves them unset (Apple's and
  // Google's own); the tests point them at their stand-ins (tests/support).
  APNS_ORIGIN: z.url().default("https://api.push.apple.com"),
  GOOGLE_WALLET_API: z.url().default("https://walletobjects.googleapis.com/walletobjects/v1"),
  GOOGLE_OAUTH_TOKEN_URL: z.url().default("https://oauth2.googleapis.com/token"),
  GOOGLE_WALLET_KEYS_URL: z.url().default("https://pay.google.com/gp/m/issuer/keys"),
  // "0" keeps this app server from working the job queue (it still enqueues): for a server
  // that should only answer requests. Every other server shares the work.
  JOBS: z
    .enum(["1", "0", "true", "false", ""])
    .default("1")
    .transform((v) => v !== "0" && v !== "false"),
});

export type Env = z.infer<typeof schema>;

function parseEnv(): Env {
  // `next build` loads server modules without a database or secret; placeholders let it finish.
  const building = process.env.NEXT_PHASE === "phase-production-build";
  const source = building
    ? {
        DATABASE_URL: "postgres://build@localhost/build",
        AUTH_SECRET: "build-time-placeholder-secret-0000000000",
        ...process.env,
      }
    : process.env;
  const result = schema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`);
    throw new Error(`Invalid environment:\n  ${problems.join("\n  ")}`);
  }
  return result.data;
}

export const env = parseEnv();
