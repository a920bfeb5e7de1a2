// Runs once when an app server starts, before it answers its first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installPeerAddress } = await import("./lib/http/peer-address");
    installPeerAddress();
  }
}
