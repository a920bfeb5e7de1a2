// The tests' APNs: HTTP/2 over TLS on localhost with the push stand-in's certificate (trusted
// through NODE_EXTRA_CA_CERTS), letting in only clients whose certificate the given CA signed
// (the pass certificate is APNs's client certificate). It speaks APNs's protocol for Wallet
// pushes: POST /3/device/{token} with `apns-topic` the certificate's Pass Type ID (its UID) and
// a non-empty JSON body; it records each push, and answers 410 or BadDeviceToken for the tokens
// told to. Plain JavaScript: the launcher and the bench import it.
import { createSecureServer } from "node:http2";
import { X509Certificate } from "node:crypto";
import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { randomUUID } from "node:crypto";

const tls = join(dirname(fileURLToPath(import.meta.url)), "push-service-tls");

/** The UID in a certificate's subject: Apple puts the Pass Type ID there. */
function uidOf(raw) {
  if (!raw) return null;
  const subject = new X509Certificate(raw).subject;
  return /(?:^|\n)UID=([^\n]+)/.exec(subject)?.[1] ?? null;
}

/**
 * Starts the stand-in on localhost:`port`. `clientCaPem`: the CA whose certificates may push.
 * @returns {Promise<{ origin: string, pushes: { token: string, topic: string, headers: object, body: string, at: number }[], goneTokens: Set<string>, badTokens: Set<string>, waitFor: (n: number, timeoutMs?: number) => Promise<void>, stop: () => Promise<void> }>}
 */
export async function startApns({ port, clientCaPem }) {
  const pushes = [];
  const goneTokens = new Set();
  const badTokens = new Set();
  const sessions = new Set();
  const server = createSecureServer({
    cert: readFileSync(join(tls, "cert.pem")),
    key: readFileSync(join(tls, "key.pem")),
    ca: clientCaPem,
    requestCert: true,
    rejectUnauthorized: true,
  });
  server.on("session", (session) => {
    sessions.add(session);
    session.on("close", () => sessions.delete(session));
  });
  server.on("stream", (stream, headers) => {
    const answer = (status, body, extra = {}) => {
      stream.respond({ ":status": status, "content-type": "application/json", ...extra });
      stream.end(body === undefined ? undefined : JSON.stringify(body));
    };
    let body = "";
    stream.setEncoding("utf8");
    stream.on("data", (chunk) => (body += chunk));
    stream.on("end", () => {
      const path = String(headers[":path"] ?? "");
      const match = /^\/3\/device\/([^/?]+)$/.exec(path);
      if (headers[":method"] !== "POST" || !match) return answer(404, { reason: "BadPath" });
      const token = decodeURIComponent(match[1]);
      const topic = headers["apns-topic"];
      const certificate = stream.session?.socket.getPeerCertificate(false)?.raw;
      if (!topic) return answer(400, { reason: "MissingTopic" });
      if (topic !== uidOf(certificate)) return answer(400, { reason: "TopicDisallowed" });
      if (body === "") return answer(400, { reason: "PayloadEmpty" });
      try {
        JSON.parse(body);
      } catch {
        return answer(400, { reason: "BadPayload" });
      }
      if (goneTokens.has(token))
        return answer(410, { reason: "Unregistered", timestamp: Date.now() });
      if (badTokens.has(token)) return answer(400, { reason: "BadDeviceToken" });
      pushes.push({ token, topic, headers: { ...headers }, body, at: Date.now() });
      answer(200, undefined, { "apns-id": randomUUID() });
    });
  });
  await new Promise((resolve) => server.listen(port, "127.0.0.1", resolve));
  return {
    origin: `https://localhost:${port}`,
    pushes,
    goneTokens,
    badTokens,
    async waitFor(n, timeoutMs = 10_000) {
      const deadline = Date.now() + timeoutMs;
      while (pushes.length < n) {
        if (Date.now() > deadline)
          throw new Error(`APNs stand-in: ${pushes.length} of ${n} pushes`);
        await new Promise((r) => setTimeout(r, 20));
      }
    },
    stop() {
      for (const session of sessions) session.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
}
