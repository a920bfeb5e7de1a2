import { connect, constants, type ClientHttp2Session } from "node:http2";

// Apple's push service for Wallet pass updates: HTTP/2 to api.push.apple.com (passes have no
// sandbox), the pass certificate as the TLS client certificate, the topic the Pass Type ID,
// and an empty JSON dictionary as the payload (Apple refuses an empty body). The push carries
// nothing: it wakes the iPhone, which asks the web service what changed.

export type PushResult = {
  sent: string[];
  /** Tokens APNs no longer knows (410, BadDeviceToken): the registration goes. */
  gone: string[];
  failed: { token: string; status: number; reason?: string }[];
};

/** Streams in flight at once on the one connection (APNs allows many; this is polite). */
const IN_FLIGHT = 100;
const TIMEOUT_MS = 10_000;
const GONE_REASONS = new Set(["BadDeviceToken", "DeviceTokenNotForTopic", "Unregistered"]);

function pushOne(session: ClientHttp2Session, token: string, topic: string) {
  return new Promise<{ status: number; reason?: string }>((resolve) => {
    const stream = session.request({
      [constants.HTTP2_HEADER_METHOD]: "POST",
      [constants.HTTP2_HEADER_PATH]: `/3/device/${encodeURIComponent(token)}`,
      "apns-topic": topic,
      "content-type": "application/json",
    });
    let status = 0;
    let body = "";
    stream.setTimeout(TIMEOUT_MS, () => stream.close(constants.NGHTTP2_CANCEL));
    stream.on("response", (headers) => (status = Number(headers[":status"] ?? 0)));
    stream.setEncoding("utf8");
    stream.on("data", (chunk: string) => (body += chunk));
    stream.on("error", () => resolve({ status: 0, reason: "stream error" }));
    stream.on("close", () => {
      let reason: string | undefined;
      try {
        reason = body ? (JSON.parse(body) as { reason?: string }).reason : undefined;
      } catch {
        reason = undefined;
      }
      resolve({ status, reason: status === 0 && !reason ? "no answer" : reason });
    });
    stream.end("{}");
  });
}

export async function pushPassUpdates({
  origin = "https://api.push.apple.com",
  certificatePem,
  privateKeyPem,
  topic,
  tokens,
  ca,
}: {
  origin?: string;
  certificatePem: string;
  privateKeyPem: string;
  topic: string;
  tokens: string[];
  /** The server's certificate authority, when not one the system trusts (the tests' stand-in). */
  ca?: string;
}): Promise<PushResult> {
  const result: PushResult = { sent: [], gone: [], failed: [] };
  if (tokens.length === 0) return result;
  let session: ClientHttp2Session;
  try {
    session = connect(origin, { cert: certificatePem, key: privateKeyPem, ca });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    return { ...result, failed: tokens.map((token) => ({ token, status: 0, reason })) };
  }
  // A refused handshake (a certificate APNs does not accept) ends every stream with an error.
  session.on("error", () => undefined);
  session.setTimeout(TIMEOUT_MS, () => session.destroy());
  try {
    let next = 0;
    const worker = async () => {
      while (next < tokens.length) {
        const token = tokens[next++]!;
        const { status, reason } = await pushOne(session, token, topic);
        if (status === 200) result.sent.push(token);
        else if (status === 410 || (status === 400 && reason && GONE_REASONS.has(reason))) {
          result.gone.push(token);
        } else result.failed.push({ token, status, reason });
      }
    };
    await Promise.all(Array.from({ length: Math.min(IN_FLIGHT, tokens.length) }, worker));
  } finally {
    session.close();
  }
  return result;
}
