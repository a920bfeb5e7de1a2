// Runs once when an app server starts, before it answers its first request.
export async function register() {
  if (process.env.NEXT_RUNTIME === "nodejs") {
    const { installPeerAddress } = await import("./lib/http/peer-address");
    installPeerAddress();
    // The job queue's workers (message delivery, the shop's automatic messages). A queue
    // that cannot start is logged, not fatal: the app serves, and the jobs wait in the table.
    const { startWorkers } = await import("./lib/jobs/start");
    startWorkers().catch((error: unknown) =>
      console.error(
        "[jobs] the workers did not start:",
        error instanceof Error ? error.message : error,
      ),
    );
  }
}
