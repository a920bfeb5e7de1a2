// The tests' APNs: Apple's provider API (HTTP/2 over TLS, `POST /3/device/{token}`) as far as
// Wallet pass updates use it. Like Apple it admits only clients whose certificate a given CA
// signed, and takes the topic from that certificate: the pass type id in its UID. Served on
// localhost with the push service's test certificate, so NODE_EXTRA_CA_CERTS already trusts
// it. Plain JavaScript: the launcher scripts import it.
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { createSecureServer } from "node:http2";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const tls = join(dirname(fileURLToPath(import.meta.url)), "push-service-tls");
/** The stand-in's own certificate, for a client that does not read NODE_EXTRA_CA_CERTS. */
export const APNS_CERT = join(tls, "cert.pem");

// APNs refuses payloads over 4 KB (PayloadTooLarge); a pass update's is `{}`.
const MAX_PAYLOAD = 4096;

/** The pass type id a client certificate is for: its subject's UID (Apple puts it there). */
function certificateTopic(stream) {
  const subject = stream.session?.socket?.getPeerCertificate?.()?.subject;
  const uid = subject?.UID;
  return Array.isArray(uid) ? uid[0] : uid;
}

function answer(stream, status, body, headers = {}) {
  if (stream.destroyed || stream.closed) return;
  const json = body ? JSON.stringify(body) : "";
  stream.respond({ ":status": status, "content-type": "application/json", ...headers });
  stream.end(json);
}

/** What APNs answers to one request, given its headers, body and the client's topic. */
function judge(state, { method, path, headers, body, allowedTopic }) {
  const match = /^\/3\/device\/([^/?]+)$/.exec(path ?? "");
  if (method !== "POST") return [405, { reason: "MethodNotAllowed" }];
  if (!match) return [404, { reason: "BadPath" }];
  const token = decodeURIComponent(match[1]);
  const topic = headers["apns-topic"];
  if (!topic) return [400, { reason: "MissingTopic" }];
  if (!allowedTopic || topic !== allowedTopic) return [400, { reason: "TopicDisallowed" }];
  const pushType = headers["apns-push-type"];
  const known = ["alert", "background", "location", "voip", "complication", "fileprovider"];
  if (pushType !== undefined && !known.includes(pushType)) {
    return [400, { reason: "InvalidPushType" }];
  }
  const priority = headers["apns-priority"];
  if (priority !== undefined && !["1", "5", "10"].includes(priority)) {
    return [400, { reason: "BadPriority" }];
  }
  if (body.length === 0) return [400, { reason: "PayloadEmpty" }];
  if (body.length > MAX_PAYLOAD) return [413, { reason: "PayloadTooLarge" }];
  let parsed;
  try {
    parsed = JSON.parse(body.toString("utf8"));
  } catch {
    return [400, { reason: "BadPayload" }];
  }
  if (parsed === null || typeof parsed !== "object" || Array.isArray(parsed)) {
    return [400, { reason: "BadPayload" }];
  }
  if (!token || state.badTokens.has(token)) return [400, { reason: "BadDeviceToken" }];
  if (state.goneTokens.has(token)) {
    return [410, { reason: "Unregistered", timestamp: Date.now() }];
  }
  return [200, null, { token, topic, body: parsed }];
}

/**
 * Starts the stand-in on localhost:`port` (127.0.0.1 and ::1), letting in only clients with a
 * certificate `clientCaPem` signed, `maxStreams` streams at once on each connection. Returns
 * its origin, the pushes it accepted (in order), the tokens to answer as unregistered (410) or
 * bad (400), the peak of streams open at once, `waitFor` and `stop`.
 */
export async function startApns({ port, clientCaPem, maxStreams = 1000 }) {
  const origin = `https://localhost:${port}`;
  const pushes = [];
  const goneTokens = new Set();
  const badTokens = new Set();
  const state = { goneTokens, badTokens };
  const waiters = new Set();
  // Streams open at once, and the most there were: a client must keep to its own limit.
  let open = 0;
  let peakStreams = 0;
  const wake = () => {
    for (const waiter of waiters) {
      if (pushes.length >= waiter.n) {
        waiters.delete(waiter);
        clearTimeout(waiter.timer);
        waiter.resolve(pushes.slice(0, waiter.n));
      }
    }
  };

  const onStream = (stream, headers) => {
    open += 1;
    peakStreams = Math.max(peakStreams, open);
    stream.once("close", () => {
      open -= 1;
    });
    const chunks = [];
    let size = 0;
    stream.on("data", (chunk) => {
      size += chunk.length;
      if (size <= MAX_PAYLOAD + 1) chunks.push(chunk);
    });
    stream.on("error", () => {});
    stream.on("end", () => {
      const [status, reason, push] = judge(state, {
        method: headers[":method"],
        path: headers[":path"],
        headers,
        body: Buffer.concat(chunks),
        allowedTopic: certificateTopic(stream),
      });
      const apnsId = (headers["apns-id"] ?? randomUUID()).toString();
      if (push) {
        const plain = {};
        for (const [name, value] of Object.entries(headers)) {
          if (typeof name === "string" && !name.startsWith(":")) plain[name] = value;
        }
        const accepted = /** @type {{ token: string, topic: string, body: unknown }} */ (push);
        pushes.push({
          token: accepted.token,
          topic: accepted.topic,
          headers: plain,
          body: accepted.body,
        });
        wake();
      }
      answer(stream, status, reason, { "apns-id": apnsId });
    });
  };

  const options = {
    key: readFileSync(join(tls, "key.pem")),
    cert: readFileSync(APNS_CERT),
    ca: clientCaPem,
    // Apple's limit on streams once a certificate connection is up.
    settings: { maxConcurrentStreams: maxStreams },
    requestCert: true,
    rejectUnauthorized: true,
  };
  const listeners = [];
  for (const host of ["127.0.0.1", "::1"]) {
    const listener = createSecureServer(options);
    listener.on("stream", onStream);
    // A refused client certificate ends that connection, not the stand-in.
    listener.on("tlsClientError", () => {});
    listener.on("sessionError", () => {});
    const ok = await new Promise((resolve) => {
      listener.once("error", () => resolve(false));
      listener.listen(port, host, () => resolve(true));
    });
    if (ok) listeners.push(listener);
    else if (host === "127.0.0.1") throw new Error(`the APNs stand-in could not listen on ${port}`);
  }
  const sessions = new Set();
  for (const listener of listeners) {
    listener.on("session", (session) => {
      sessions.add(session);
      session.once("close", () => sessions.delete(session));
    });
  }

  return {
    origin,
    pushes,
    goneTokens,
    badTokens,
    /** The most streams that were open at once since the start (or the last reset). */
    peakStreams: () => peakStreams,
    resetPeak: () => {
      peakStreams = open;
    },
    /** Resolves with the first `n` pushes once they have arrived; rejects after `timeoutMs`. */
    waitFor(n, timeoutMs = 5000) {
      return new Promise((resolve, reject) => {
        /** @type {{ n: number, resolve: (value: any) => void, timer?: ReturnType<typeof setTimeout> }} */
        const waiter = { n, resolve };
        waiter.timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`${pushes.length} of ${n} pushes reached the APNs stand-in`));
        }, timeoutMs);
        waiters.add(waiter);
        wake();
      });
    },
    stop: () => {
      for (const session of sessions) session.destroy();
      return Promise.all(listeners.map((l) => new Promise((r) => l.close(() => r(undefined)))));
    },
  };
}
