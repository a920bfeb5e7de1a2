// The tests' push service: the published `web-push-testing` mock (it issues subscriptions,
// checks the VAPID JWT's ES256 signature and expiry, decrypts the aes128gcm body of RFC 8291
// and keeps the messages), served over https on localhost with a test-only certificate, plus
// what it does not check itself: the JWT's audience and lifetime. Started once by
// scripts/test.mjs (and the bench); the app server and the runners trust the certificate
// through NODE_EXTRA_CA_CERTS. Plain JavaScript: the launcher scripts import it.
import { readFileSync } from "node:fs";
import { createServer } from "node:https";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const require = createRequire(import.meta.url);
const tls = join(dirname(fileURLToPath(import.meta.url)), "push-service-tls");
/** The certificate the app server must trust to reach the stand-in (NODE_EXTRA_CA_CERTS). */
export const PUSH_SERVICE_CERT = join(tls, "cert.pem");

// A VAPID JWT may be valid for at most 24 hours (RFC 8292 section 2).
const MAX_LIFETIME_S = 24 * 60 * 60;

function jwtClaims(authorization) {
  // aes128gcm: "vapid t=<jwt>, k=<public key>"
  const token = /t=([^,\s]+)/.exec(authorization ?? "")?.[1];
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    return JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
}

/**
 * Starts the stand-in on localhost:`port` (127.0.0.1 and ::1). Returns its origin, the host
 * entry for PUSH_SERVICE_HOSTS and `stop`.
 */
export async function startPushService({ port }) {
  const TestingServer = require("web-push-testing/src/server.js");
  const { PushApiModel } = require("web-push-testing/src/PushApiModel.js");
  const origin = `https://localhost:${port}`;
  const model = new PushApiModel();
  const server = new TestingServer(model, port);
  model.notifyUrl = `${origin}/notify/`;
  const app = server._app;
  let delayMs = 0;
  let requests = 0;

  // Before the mock's own handlers: the audience must be this service's origin and the token
  // must not outlive 24 hours, as real push services refuse otherwise (403).
  app.post("/notify/:clientHash", (req, res, next) => {
    requests += 1;
    const claims = jwtClaims(req.get("Authorization"));
    const now = Math.floor(Date.now() / 1000);
    if (!claims || claims.aud !== origin) {
      return res
        .status(403)
        .send({ error: { message: `JWT audience ${claims?.aud} is not ${origin}` } });
    }
    if (typeof claims.exp !== "number" || claims.exp > now + MAX_LIFETIME_S) {
      return res.status(403).send({ error: { message: "JWT expiry missing or over 24 hours" } });
    }
    setTimeout(next, delayMs);
  });
  // An endpoint that redirects to a real one: the app must not follow it.
  app.post("/redirect/:clientHash", (req, res) => {
    requests += 1;
    res.redirect(307, `/notify/${req.params.clientHash}`);
  });
  // Test controls: slow every push down (a campaign caught mid-way), count the requests.
  app.post("/delay", (req, res) => {
    delayMs = Number(req.body?.ms ?? 0);
    res.sendStatus(200);
  });
  app.post("/requests", (_req, res) => res.send({ data: { requests } }));
  server.setRequestHandlers();

  const credentials = {
    key: readFileSync(join(tls, "key.pem")),
    cert: readFileSync(PUSH_SERVICE_CERT),
  };
  const listeners = [];
  for (const host of ["127.0.0.1", "::1"]) {
    const listener = createServer(credentials, app);
    const ok = await new Promise((resolve) => {
      listener.once("error", () => resolve(false));
      listener.listen(port, host, () => resolve(true));
    });
    if (ok) listeners.push(listener);
    else if (host === "127.0.0.1") throw new Error(`the push stand-in could not listen on ${port}`);
  }
  return {
    origin,
    host: `localhost:${port}`,
    stop: () => Promise.all(listeners.map((l) => new Promise((r) => l.close(() => r(undefined))))),
  };
}
