// The APNs stand-in in a process of its own, for the wallet bench: in the load generator's
// process its TLS work would slow the requests being timed (Apple's servers are elsewhere).
// Started with fork(): PORT and CA (the client certificates' authority) in its environment;
// it answers "count" with the pushes received so far, and "stop" by exiting.
import { startApns } from "../../tests/support/apns-stand-in.mjs";

const apns = await startApns({ port: Number(process.env.PORT), clientCaPem: process.env.CA });
process.send?.({ origin: apns.origin });
process.on("message", (message) => {
  if (message === "count") process.send?.({ count: apns.pushes.length });
  if (message === "stop") void apns.stop().then(() => process.exit(0));
});
