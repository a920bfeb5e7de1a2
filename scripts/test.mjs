#!/usr/bin/env node
// `npm test`: unit tests, API tests against a real PostgreSQL and a production build of the
// app, then end-to-end tests in Chromium. A fresh database per run: the embedded PostgreSQL
// in a temporary folder, or a new database on DATABASE_URL's server when that is set.
// `npm test -- unit|api|e2e` (or `npm run test:unit|test:api|test:e2e`) runs one part; extra
// arguments go to that runner.
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { dirname, join, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { startAppServer } from "./lib/app-server.mjs";
import { ensureBuild, ensureDependencies } from "./lib/build.mjs";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const [part, ...extra] = process.argv.slice(2);
const parts = part && ["unit", "api", "e2e"].includes(part) ? [part] : ["unit", "api", "e2e"];
const passThrough = part && parts.length === 1 ? extra : process.argv.slice(2);

function run(command, args, env) {
  return new Promise((res) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, ...env },
    });
    child.on("exit", (code, signal) => res(signal ? 1 : (code ?? 1)));
  });
}

async function main() {
  ensureDependencies(root);
  const needsServer = parts.includes("api") || parts.includes("e2e");
  if (!needsServer)
    process.exit(
      await run(process.execPath, [
        join(root, "node_modules/jest/bin/jest.js"),
        "--ci",
        ...passThrough,
        "--selectProjects",
        "unit",
      ]),
    );

  if (parts.includes("e2e")) {
    // Loaded once the dependencies are there: it asks Playwright where its own browser is.
    const { chromiumPath } = await import("./lib/chromium.ts");
    const chromium = chromiumPath();
    if (!existsSync(chromium))
      throw new Error(
        `Chromium is missing (${chromium}): set CHROMIUM_PATH to a Chromium or Chrome, install ` +
          "Debian's package (apt-get install -y chromium) or Playwright's (npx playwright install chromium)",
      );
  }
  ensureBuild(root);
  const { freePort, freshDatabase } = await import("./lib/embedded-db.mjs");
  const { prepareDatabase } = await import("./lib/prepare-db.mjs");

  const cleanups = [];
  const database = await freshDatabase("test");
  const databaseUrl = database.url;
  cleanups.push(database.remove);

  let status = 1;
  try {
    const admin = { username: "admin", password: "admin-test-password" };
    const { secret } = await prepareDatabase(databaseUrl, {
      root,
      adminUsername: admin.username,
      adminPassword: admin.password,
      log: () => {},
    });
    const port = await freePort();
    // The push service stand-in, trusted by the app server and the runners (its certificate).
    const { startPushService, PUSH_SERVICE_CERT } =
      await import("../tests/support/push-service.mjs");
    const push = await startPushService({ port: await freePort() });
    cleanups.unshift(push.stop);
    const env = {
      DATABASE_URL: databaseUrl,
      AUTH_SECRET: secret,
      TEST_BASE_URL: `http://127.0.0.1:${port}`,
      TEST_ADMIN_USERNAME: admin.username,
      TEST_ADMIN_PASSWORD: admin.password,
      NEXT_TELEMETRY_DISABLED: "1",
      TEST_PUSH_SERVICE: push.origin,
      PUSH_SERVICE_HOSTS: push.host,
      NODE_EXTRA_CA_CERTS: PUSH_SERVICE_CERT,
    };
    // Each test client sends its own X-Forwarded-For, so rate limits do not leak between tests.
    // Product pictures are fetched from an image server the tests start on 127.0.0.1, and pushes
    // go to the stand-in above.
    const server = await startAppServer({
      root,
      port,
      env: { ...env, TRUST_PROXY: "1", SHOP_NAME: "Punchcard", ALLOW_PRIVATE_IMAGE_FETCH: "1" },
    });
    cleanups.unshift(server.stop);

    status = 0;
    const jestProjects = parts.filter((p) => p !== "e2e");
    if (jestProjects.length) {
      // Files and flags first: --selectProjects takes every argument after it as a project name.
      const args = [
        join(root, "node_modules/jest/bin/jest.js"),
        "--ci",
        ...(parts.length === 1 ? passThrough : []),
        "--selectProjects",
        ...jestProjects,
      ];
      status = await run(process.execPath, args, env);
    }
    if (parts.includes("e2e")) {
      const e2e = await run(
        process.execPath,
        [
          join(root, "node_modules/@playwright/test/cli.js"),
          "test",
          ...(parts.length === 1 ? passThrough : []),
        ],
        env,
      );
      status = status || e2e;
    }
  } finally {
    for (const cleanup of cleanups) await cleanup().catch((e) => console.error(e));
  }
  process.exit(status);
}

main().catch((error) => {
  console.error(`[test] ${error.message}`);
  process.exit(1);
});
