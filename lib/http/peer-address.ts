import { randomBytes } from "node:crypto";
import http from "node:http";
import https from "node:https";

/**
 * Next.js gives route handlers no socket address: `next start` only copies it into
 * X-Forwarded-For when the client sent none, so a client could name any address it likes.
 * Once the server starts (instrumentation.ts), every incoming request gets this header, set
 * from its connection before Next.js sees it. A value the client sent is overwritten, and a
 * per-process secret in it tells our value from anything a request could carry.
 */
export const PEER_HEADER = "x-punchcard-peer";
const NONCE = Symbol.for("punchcard.peer-nonce");

type Holder = { [NONCE]?: string };

export function peerNonce(): string | undefined {
  return (globalThis as Holder)[NONCE];
}

/** The connection's own address, IPv4 ones without their IPv6 prefix. */
function addressOf(request: http.IncomingMessage): string {
  const address = request.socket?.remoteAddress ?? "unknown";
  return address.startsWith("::ffff:") ? address.slice(7) : address;
}

export function installPeerAddress(): void {
  const holder = globalThis as Holder;
  if (holder[NONCE]) return;
  const nonce = randomBytes(16).toString("hex");
  holder[NONCE] = nonce;
  for (const Server of [http.Server, https.Server]) {
    const emit = Server.prototype.emit as (
      this: unknown,
      event: string,
      ...args: unknown[]
    ) => boolean;
    // The same hook APM agents use: wrap the server's "request" event, before any listener runs.
    Server.prototype.emit = function (this: unknown, event: string, ...args: unknown[]) {
      if (event === "request") {
        const request = args[0] as http.IncomingMessage;
        request.headers[PEER_HEADER] = `${nonce} ${addressOf(request)}`;
      }
      return emit.call(this, event, ...args);
    } as typeof Server.prototype.emit;
  }
}
