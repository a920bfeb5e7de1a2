import "server-only";
import { connect, constants, type ClientHttp2Session } from "node:http2";

// Tells iPhones that a pass changed: Wallet then asks the web service which passes changed
// and fetches them. Apple's rules for these pushes: the pass type certificate (the one that
// signs the passes) as the TLS client certificate, the pass type id as the topic, an empty
// JSON dictionary as the payload, and production only (passes have no sandbox).

/** Apple's production APNs; tests pass their stand-in's origin instead (APNS_ORIGIN). */
export const APNS_PRODUCTION = "https://api.push.apple.com";

// A server that does not answer in this time (the connection or one push) counts as a
// failure: the caller's job ends and tries again later rather than hanging on it.
const TIMEOUT_MS = 10_000;
// Streams in flight on the one connection. APNs allows more once it knows the certificate,
// but a hundred keeps a shop's whole list moving without a burst of thousands.
const IN_FLIGHT = 100;
// A stream the server refused is tried again this many times in all.
const REFUSED_TRIES = 3;
// Wallet ignores the payload's content; `{}` is what Apple documents for pass updates.
const PAYLOAD = "{}";
// Answers meaning the token will never work again: the pass was removed or the device is gone.
// (410 Unregistered says the same.)
const GONE_REASONS = new Set(["BadDeviceToken", "DeviceTokenNotForTopic"]);

export type PushFailure = { token: string; status: number; reason?: string };
export type PushOutcome = { sent: string[]; gone: string[]; failed: PushFailure[] };
export type PassUpdatePush = {
  /** APNs' origin; Apple's production server unless a test gives its stand-in. */
  origin?: string;
  /** The pass type certificate and its key (PEM): the TLS client identity. */
  certificatePem: string;
  privateKeyPem: string;
  /** The pass type identifier (pass.com.example...). */
  topic: string;
  /** The devices' push tokens, as Wallet registered them. */
  tokens: string[];
  /** Certificates to trust for the server instead of the system's (tests). */
  ca?: string | string[];
  /** How long the connection and each push may take; TIMEOUT_MS unless a test is quicker. */
  timeoutMs?: number;
};

type Answer = { status: number; reason?: string; refused?: boolean };

function reasonOf(body: string): string | undefined {
  try {
    const reason = (JSON.parse(body) as { reason?: unknown }).reason;
    return typeof reason === "string" ? reason : undefined;
  } catch {
    return undefined;
  }
}

function errorReason(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (typeof code === "string") return code;
  return error instanceof Error ? error.message : String(error);
}

/**
 * Opens the session and waits, at most the timeout, for the TLS handshake and the server's
 * SETTINGS: until those come the client does not know how many streams it may open, and
 * APNs refuses the ones over its limit.
 */
function openSession(input: PassUpdatePush): Promise<ClientHttp2Session> {
  return new Promise((resolve, reject) => {
    const session = connect(input.origin ?? APNS_PRODUCTION, {
      cert: input.certificatePem,
      key: input.privateKeyPem,
      ...(input.ca ? { ca: input.ca } : {}),
    });
    let connected = false;
    let settled = false;
    const ready = () => {
      if (connected && settled) {
        clearTimeout(timer);
        session.off("error", failed);
        session.off("close", closed);
        resolve(session);
      }
    };
    const failed = (error: unknown) => {
      clearTimeout(timer);
      session.destroy();
      reject(error);
    };
    const timer = setTimeout(
      () => failed(Object.assign(new Error("APNs did not answer"), { code: "Timeout" })),
      input.timeoutMs ?? TIMEOUT_MS,
    );
    session.once("connect", () => {
      connected = true;
      ready();
    });
    session.once("remoteSettings", () => {
      settled = true;
      ready();
    });
    session.once("error", failed);
    // A server refusing the certificate may just hang up once the handshake is done.
    const closed = () =>
      failed(Object.assign(new Error("APNs closed the connection"), { code: "ConnectionClosed" }));
    session.once("close", closed);
  });
}

/** One push on the session: APNs' status and reason, or status 0 when none came. */
function pushOne(
  session: ClientHttp2Session,
  topic: string,
  token: string,
  timeoutMs: number,
): Promise<Answer> {
  return new Promise((resolve) => {
    let settled = false;
    const settle = (answer: Answer) => {
      if (settled) return;
      settled = true;
      resolve(answer);
    };
    let stream;
    try {
      stream = session.request({
        ":method": "POST",
        ":path": `/3/device/${encodeURIComponent(token)}`,
        "apns-topic": topic,
        // A silent push: nothing to show, Wallet only fetches. Apple asks background pushes
        // to go at priority 5.
        "apns-push-type": "background",
        "apns-priority": "5",
        "content-type": "application/json",
      });
    } catch (error) {
      settle({ status: 0, reason: errorReason(error) });
      return;
    }
    let status = 0;
    let body = "";
    stream.setEncoding("utf8");
    stream.setTimeout(timeoutMs, () => {
      settle({ status: 0, reason: "Timeout" });
      stream.close(constants.NGHTTP2_CANCEL);
    });
    stream.on("response", (headers) => {
      status = Number(headers[":status"] ?? 0);
    });
    stream.on("data", (chunk: string) => {
      if (body.length < 4096) body += chunk;
    });
    // Ended without an answer: the connection's own error, if any, names the cause. A stream
    // the server refused (over its limit) was never looked at: it may be tried again.
    const ended = () =>
      settle(
        status
          ? { status, reason: reasonOf(body) }
          : stream.rstCode === constants.NGHTTP2_REFUSED_STREAM
            ? { status: 0, reason: "REFUSED_STREAM", refused: true }
            : { status: 0 },
      );
    stream.on("end", ended);
    stream.on("close", ended);
    stream.on("error", (error) =>
      settle(
        stream.rstCode === constants.NGHTTP2_REFUSED_STREAM
          ? { status: 0, reason: "REFUSED_STREAM", refused: true }
          : { status: 0, reason: errorReason(error) },
      ),
    );
    stream.end(PAYLOAD);
  });
}

/**
 * Pushes a pass update to every token on one HTTP/2 connection, at most IN_FLIGHT at a time.
 * Never throws: each token ends `sent`, `gone` (forget it: 410, or a token APNs will never
 * take) or `failed` (try again later). A connection that cannot be made, or breaks, fails
 * every token it did not answer for: status 0 and the error's code as the reason.
 */
export async function pushPassUpdates(input: PassUpdatePush): Promise<PushOutcome> {
  const tokens = [...new Set(input.tokens)];
  const outcome: PushOutcome = { sent: [], gone: [], failed: [] };
  if (tokens.length === 0) return outcome;

  let session: ClientHttp2Session;
  try {
    session = await openSession(input);
  } catch (error) {
    const reason = errorReason(error);
    outcome.failed = tokens.map((token) => ({ token, status: 0, reason }));
    return outcome;
  }
  // After the handshake the server may still refuse the certificate (TLS 1.3 tells the
  // client late) or drop the connection: the tokens not yet pushed fail with that reason.
  let broken: string | null = null;
  session.on("error", (error) => {
    broken ??= errorReason(error);
  });
  session.on("close", () => {
    broken ??= "ConnectionClosed";
  });
  session.on("goaway", (code) => {
    broken ??= `GOAWAY ${code}`;
  });

  const timeoutMs = input.timeoutMs ?? TIMEOUT_MS;
  const pushToken = async (token: string): Promise<Answer> => {
    for (let attempt = 1; ; attempt++) {
      if (broken) return { status: 0, reason: broken };
      const answer = await pushOne(session, input.topic, token, timeoutMs);
      // A push that took the whole timeout means the server hangs: the rest would too.
      if (answer.reason === "Timeout") broken ??= "Timeout";
      if (!answer.refused || attempt === REFUSED_TRIES) return answer;
    }
  };
  // The server's limit can change while the pushes go (SETTINGS again): read it each time.
  const limit = () =>
    Math.max(1, Math.min(IN_FLIGHT, session.remoteSettings.maxConcurrentStreams ?? IN_FLIGHT));
  const answers = new Map<string, Answer>();
  try {
    await new Promise<void>((done) => {
      let next = 0;
      let inFlight = 0;
      const launch = () => {
        while (inFlight < limit() && next < tokens.length) {
          const token = tokens[next++]!;
          inFlight += 1;
          void pushToken(token).then((answer) => {
            answers.set(token, answer);
            inFlight -= 1;
            launch();
          });
        }
        if (inFlight === 0 && next >= tokens.length) done();
      };
      launch();
    });
  } finally {
    session.destroy();
  }

  for (const token of tokens) {
    const answer = answers.get(token) ?? { status: 0 };
    if (answer.status === 0) answer.reason ??= broken ?? "NoAnswer";
    if (answer.status === 200) outcome.sent.push(token);
    else if (answer.status === 410 || (answer.status === 400 && gone(answer.reason))) {
      outcome.gone.push(token);
    } else {
      const failure: PushFailure = { token, status: answer.status };
      if (answer.reason) failure.reason = answer.reason;
      outcome.failed.push(failure);
    }
  }
  return outcome;
}

function gone(reason: string | undefined) {
  return reason !== undefined && GONE_REASONS.has(reason);
}
