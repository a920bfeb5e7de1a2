// The tests' Google Wallet: the OAuth token endpoint (it checks the service account's signed
// assertion), the Wallet API's loyalty classes and objects (kept in memory, every request
// recorded), the root signing keys at the address the app fetches them from, and Google's save
// and delete callbacks, signed as Google signs them (ECv2SigningOnly) with this stand-in's own
// root key. Plain http on 127.0.0.1. Plain JavaScript: the launcher scripts import it.
import {
  createSign,
  createVerify,
  generateKeyPairSync,
  randomBytes,
  randomUUID,
} from "node:crypto";
import { createServer } from "node:http";

const SCOPE = "https://www.googleapis.com/auth/wallet_object.issuer";
const SENDER_ID = "GooglePayPasses";
const PROTOCOL = "ECv2SigningOnly";
const TOKEN_LIFETIME_S = 3599;
// Google refuses assertions meant to last longer than an hour.
const MAX_ASSERTION_S = 60 * 60;

/** Each part as a 4-byte little-endian length and its UTF-8 bytes (Tink's toLengthValue). */
function lengthValue(...parts) {
  return Buffer.concat(
    parts.flatMap((part) => {
      const bytes = Buffer.from(part, "utf8");
      const length = Buffer.alloc(4);
      length.writeUInt32LE(bytes.length);
      return [length, bytes];
    }),
  );
}

function ecSign(privateKey, bytes) {
  return createSign("sha256").update(bytes).sign(privateKey).toString("base64");
}

function spkiBase64(publicKey) {
  return publicKey.export({ format: "der", type: "spki" }).toString("base64");
}

function send(res, status, body) {
  res.writeHead(status, { "Content-Type": "application/json; charset=utf-8" });
  res.end(JSON.stringify(body));
}

function apiError(res, status, message) {
  const names = {
    400: "INVALID_ARGUMENT",
    401: "UNAUTHENTICATED",
    404: "NOT_FOUND",
    409: "ALREADY_EXISTS",
  };
  send(res, status, { error: { code: status, message, status: names[status] ?? "UNKNOWN" } });
}

async function readBody(req) {
  const chunks = [];
  for await (const chunk of req) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

function decodeJwt(jwt) {
  const parts = typeof jwt === "string" ? jwt.split(".") : [];
  if (parts.length !== 3) return null;
  try {
    const header = JSON.parse(Buffer.from(parts[0], "base64url").toString("utf8"));
    const claims = JSON.parse(Buffer.from(parts[1], "base64url").toString("utf8"));
    return { header, claims, signed: `${parts[0]}.${parts[1]}`, signature: parts[2] };
  } catch {
    return null;
  }
}

/**
 * Starts the stand-in on 127.0.0.1:`port` (0: any free port). Returns its addresses, the
 * kept classes and objects, the recorded requests, `makeServiceAccount`, `signCallback` and
 * `sendCallback`, `failNext` (the next API requests answer an error) and `stop`.
 */
export async function startGoogleWallet({ port = 0 } = {}) {
  const root = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
  /** client_email → its public key */
  const accounts = new Map();
  /** access token → { clientEmail, expiresAt } */
  const tokens = new Map();
  const classes = new Map();
  const objects = new Map();
  const requests = [];
  const failures = [];
  let accountCount = 0;
  let origin = "";

  const addresses = () => ({
    origin,
    tokenUrl: `${origin}/token`,
    apiBase: `${origin}/walletobjects/v1`,
    keysUrl: `${origin}/gp/m/issuer/keys`,
  });

  function grant(res, form) {
    const refuse = (description) =>
      send(res, 400, { error: "invalid_grant", error_description: description });
    if (form.get("grant_type") !== "urn:ietf:params:oauth:grant-type:jwt-bearer") {
      return send(res, 400, { error: "unsupported_grant_type" });
    }
    const jwt = decodeJwt(form.get("assertion"));
    if (!jwt) return refuse("Invalid JWT: not three parts");
    if (jwt.header.alg !== "RS256") return refuse(`Invalid JWT: alg ${jwt.header.alg}`);
    const publicKey = accounts.get(jwt.claims.iss);
    if (!publicKey)
      return send(res, 401, { error: "invalid_client", error_description: "no such account" });
    const good = createVerify("RSA-SHA256")
      .update(jwt.signed)
      .verify(publicKey, Buffer.from(jwt.signature, "base64url"));
    if (!good) return refuse("Invalid JWT Signature.");
    const { aud, scope, iat, exp } = jwt.claims;
    const now = Math.floor(Date.now() / 1000);
    if (aud !== addresses().tokenUrl) return refuse(`Invalid JWT: audience ${aud}`);
    if (typeof scope !== "string" || !scope.split(" ").includes(SCOPE)) {
      return send(res, 400, { error: "invalid_scope", error_description: `scope ${scope}` });
    }
    if (typeof iat !== "number" || typeof exp !== "number" || exp <= now) {
      return refuse("Invalid JWT: Token must be a short-lived token and in a reasonable timeframe");
    }
    if (exp - iat > MAX_ASSERTION_S || iat > now + 60) {
      return refuse("Invalid JWT: Token must be a short-lived token (60 minutes)");
    }
    const accessToken = `ya29.${randomBytes(24).toString("base64url")}`;
    tokens.set(accessToken, {
      clientEmail: jwt.claims.iss,
      expiresAt: Date.now() + TOKEN_LIFETIME_S * 1000,
    });
    send(res, 200, {
      access_token: accessToken,
      expires_in: TOKEN_LIFETIME_S,
      token_type: "Bearer",
    });
  }

  function api(req, res, path, body) {
    const token = /^Bearer (.+)$/.exec(req.headers.authorization ?? "")?.[1];
    const held = token && tokens.get(token);
    if (!held || held.expiresAt <= Date.now()) {
      return apiError(res, 401, "Request had invalid authentication credentials.");
    }
    const failure = failures[0];
    if (failure) {
      failure.times -= 1;
      if (failure.times <= 0) failures.shift();
      return apiError(res, failure.status, failure.message ?? "Injected failure");
    }
    const match = /^\/walletobjects\/v1\/(loyaltyClass|loyaltyObject)(?:\/([^/]+))?$/.exec(path);
    if (!match) return apiError(res, 404, `No such resource: ${path}`);
    const [, kind, rawId] = match;
    const store = kind === "loyaltyClass" ? classes : objects;
    const id = rawId === undefined ? undefined : decodeURIComponent(rawId);
    let resource = null;
    if (body !== undefined && body !== "") {
      try {
        resource = JSON.parse(body);
      } catch {
        return apiError(res, 400, "Invalid JSON payload received.");
      }
    }
    // What the API keeps and answers: the resource without the request's own instructions.
    const kept = (value) => {
      const rest = { ...value };
      delete rest.notifyPreference;
      return { kind: `walletobjects#${kind}`, ...rest };
    };

    if (id === undefined) {
      if (req.method !== "POST") return apiError(res, 404, `${req.method} on ${kind} list`);
      if (!resource?.id) return apiError(res, 400, "Missing resource id.");
      if (store.has(resource.id)) {
        return apiError(res, 409, `Resource already exists: ${resource.id}`);
      }
      if (kind === "loyaltyObject" && !classes.has(resource.classId)) {
        return apiError(res, 404, `Class not found: ${resource.classId}`);
      }
      const value = kept(resource);
      store.set(resource.id, value);
      return send(res, 200, value);
    }
    const existing = store.get(id);
    if (!existing) return apiError(res, 404, `Resource not found: ${id}`);
    if (req.method === "GET") return send(res, 200, existing);
    if (req.method === "PATCH" || req.method === "PUT") {
      if (!resource) return apiError(res, 400, "Missing body.");
      const value =
        req.method === "PATCH" ? { ...existing, ...kept(resource), id } : { ...kept(resource), id };
      store.set(id, value);
      return send(res, 200, value);
    }
    return apiError(res, 404, `${req.method} not supported`);
  }

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://127.0.0.1");
      const raw = await readBody(req);
      let recorded = raw === "" ? undefined : raw;
      if (req.headers["content-type"]?.includes("json")) {
        try {
          recorded = JSON.parse(raw);
        } catch {
          // Kept as the text it came as.
        }
      }
      requests.push({ method: req.method, path: url.pathname, body: recorded, at: Date.now() });
      if (url.pathname === "/token" && req.method === "POST") {
        return grant(res, new URLSearchParams(raw));
      }
      if (url.pathname === "/gp/m/issuer/keys" && req.method === "GET") {
        return send(res, 200, {
          keys: [
            {
              keyValue: spkiBase64(root.publicKey),
              protocolVersion: PROTOCOL,
              keyExpiration: String(Date.now() + 365 * 24 * 60 * 60 * 1000),
            },
          ],
        });
      }
      if (url.pathname.startsWith("/walletobjects/v1/")) return api(req, res, url.pathname, raw);
      apiError(res, 404, `Not found: ${url.pathname}`);
    } catch (error) {
      apiError(res, 500, String(error));
    }
  });

  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve(undefined));
  });
  const address = /** @type {import("node:net").AddressInfo} */ (server.address());
  origin = `http://127.0.0.1:${address.port}`;

  /** A new service account of this stand-in: its key file, as Google's console gives it. */
  function makeServiceAccount() {
    accountCount += 1;
    const { privateKey, publicKey } = generateKeyPairSync("rsa", { modulusLength: 2048 });
    const clientEmail = `punchcard-${accountCount}-${randomUUID().slice(0, 8)}@stand-in.iam.gserviceaccount.com`;
    accounts.set(clientEmail, publicKey);
    return {
      json: {
        type: "service_account",
        project_id: "punchcard-stand-in",
        private_key_id: randomBytes(20).toString("hex"),
        private_key: privateKey.export({ format: "pem", type: "pkcs8" }),
        client_email: clientEmail,
        client_id: String(100000000000000000000n + BigInt(accountCount)),
        auth_uri: "https://accounts.google.com/o/oauth2/auth",
        token_uri: addresses().tokenUrl,
      },
      publicKeyPem: publicKey.export({ format: "pem", type: "spki" }),
    };
  }

  /**
   * The body Google posts to a class's callback URL: a fresh intermediate key signed by the
   * root key, and the message signed by the intermediate key for the issuer.
   */
  function signCallback({
    issuerId,
    classId,
    objectId,
    eventType = "save",
    nonce = randomUUID(),
    expTimeMillis = Date.now() + 60_000,
    keyExpiration = Date.now() + 24 * 60 * 60 * 1000,
    rootKey = root.privateKey,
  }) {
    const intermediate = generateKeyPairSync("ec", { namedCurve: "prime256v1" });
    const signedKey = JSON.stringify({
      keyValue: spkiBase64(intermediate.publicKey),
      keyExpiration: String(keyExpiration),
    });
    const signedMessage = JSON.stringify({ classId, objectId, expTimeMillis, eventType, nonce });
    return {
      signature: ecSign(
        intermediate.privateKey,
        lengthValue(SENDER_ID, issuerId, PROTOCOL, signedMessage),
      ),
      intermediateSigningKey: {
        signedKey,
        signatures: [ecSign(rootKey, lengthValue(SENDER_ID, PROTOCOL, signedKey))],
      },
      protocolVersion: PROTOCOL,
      signedMessage,
    };
  }

  async function sendCallback({ url, ...message }) {
    return fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(signCallback(/** @type {any} */ (message))),
    });
  }

  return {
    ...addresses(),
    classes,
    objects,
    requests,
    makeServiceAccount,
    signCallback,
    sendCallback,
    /** The next `times` API requests (after their token is checked) answer `status`. */
    failNext(status, times = 1, message) {
      failures.push({ status, times, message });
    },
    /** Makes every access token issued so far invalid (as a revoked key would). */
    revokeTokens() {
      tokens.clear();
    },
    stop() {
      return /** @type {Promise<void>} */ (
        new Promise((resolve) => {
          server.closeAllConnections?.();
          server.close(() => resolve(undefined));
        })
      );
    },
  };
}
