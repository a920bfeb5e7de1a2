// The wallets' stand-ins for a test run: APNs (HTTP/2, client certificates of the run's test
// CA) and Google's OAuth and Wallet API, started once by scripts/test.mjs (and the bench), plus
// a small control server on 127.0.0.1 through which the tests, in other processes, read what
// the stand-ins received and tell them what to answer (tests/support/wallet.ts). Plain
// JavaScript: the launcher imports it.
import { createServer } from "node:http";
import { join } from "node:path";
import { tmpdir } from "node:os";
import { rmSync } from "node:fs";
import { startApns } from "./apns-stand-in.mjs";
import { startGoogleWallet } from "./google-wallet-stand-in.mjs";
import { makeWalletCa, saveWalletCa } from "./wallet-ca.mjs";

const json = (res, status, body) => {
  res.writeHead(status, { "content-type": "application/json" });
  res.end(JSON.stringify(body ?? null));
};

async function readJson(req) {
  let text = "";
  for await (const chunk of req) text += chunk;
  return text ? JSON.parse(text) : {};
}

/**
 * Starts the stand-ins on free ports (`freePort` from scripts/lib/embedded-db.mjs). Returns the
 * environment the app server and the tests need, and `stop`.
 */
export async function startWalletStandIns({ freePort }) {
  const caDir = saveWalletCa(makeWalletCa(), join(tmpdir(), `wallet-ca-${process.pid}`));
  const ca = makeWalletCa();
  const apns = await startApns({ port: await freePort(), clientCaPem: ca.caPem });
  const google = await startGoogleWallet({ port: await freePort() });

  const control = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? "/", "http://control");
      const path = url.pathname;
      if (req.method === "GET" && path === "/apns/pushes") return json(res, 200, apns.pushes);
      if (req.method === "POST" && path === "/apns/gone") {
        apns.goneTokens.add((await readJson(req)).token);
        return json(res, 200, { ok: true });
      }
      if (req.method === "POST" && path === "/apns/bad") {
        apns.badTokens.add((await readJson(req)).token);
        return json(res, 200, { ok: true });
      }
      if (req.method === "POST" && path === "/google/service-account") {
        return json(res, 200, google.makeServiceAccount().json);
      }
      if (req.method === "GET" && path === "/google/requests")
        return json(res, 200, google.requests);
      if (req.method === "GET" && path.startsWith("/google/objects/")) {
        const object = google.objects.get(
          decodeURIComponent(path.slice("/google/objects/".length)),
        );
        return json(res, object ? 200 : 404, object ?? null);
      }
      if (req.method === "GET" && path.startsWith("/google/classes/")) {
        const found = google.classes.get(decodeURIComponent(path.slice("/google/classes/".length)));
        return json(res, found ? 200 : 404, found ?? null);
      }
      if (req.method === "POST" && path === "/google/callback") {
        const sent = await google.sendCallback(await readJson(req));
        return json(res, 200, { status: sent.status });
      }
      return json(res, 404, { error: "no such control" });
    } catch (error) {
      return json(res, 500, { error: error instanceof Error ? error.message : String(error) });
    }
  });
  const controlPort = await freePort();
  await new Promise((resolve) =>
    control.listen(controlPort, "127.0.0.1", () => resolve(undefined)),
  );

  return {
    env: {
      APNS_ORIGIN: apns.origin,
      GOOGLE_WALLET_API: google.apiBase,
      GOOGLE_OAUTH_TOKEN_URL: google.tokenUrl,
      GOOGLE_WALLET_KEYS_URL: google.keysUrl,
      WALLET_TEST_CA: caDir,
      WALLET_STAND_INS: `http://127.0.0.1:${controlPort}`,
    },
    async stop() {
      await new Promise((resolve) => control.close(resolve));
      await apns.stop();
      await google.stop();
      rmSync(caDir, { recursive: true, force: true });
    },
  };
}
