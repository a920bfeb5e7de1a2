// Builds the app when the sources changed since the last build (or there is none).
import { spawnSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";

const SOURCES = [
  "app",
  "components",
  "lib",
  // The catalogues and next-intl's request configuration are built into the app too.
  "messages",
  "i18n",
  "public",
  "proxy.ts",
  "instrumentation.ts",
  "next.config.ts",
  "package.json",
  "postcss.config.mjs",
  "tsconfig.json",
];

function walk(path, files) {
  if (!existsSync(path)) return;
  if (statSync(path).isDirectory()) {
    for (const entry of readdirSync(path).sort()) {
      if (entry === "node_modules" || entry.endsWith(".test.ts") || entry.endsWith(".test.tsx"))
        continue;
      walk(join(path, entry), files);
    }
  } else files.push(path);
}

export function sourceHash(root) {
  const files = [];
  for (const source of SOURCES) walk(resolve(root, source), files);
  const hash = createHash("sha256");
  for (const file of files) hash.update(file.slice(root.length)).update(readFileSync(file));
  return hash.digest("hex");
}

const stampFile = (root) => resolve(root, ".next", "punchcard-build-hash");

export function buildIsCurrent(root) {
  const stamp = stampFile(root);
  return (
    existsSync(resolve(root, ".next", "BUILD_ID")) &&
    existsSync(stamp) &&
    readFileSync(stamp, "utf8") === sourceHash(root)
  );
}

export function ensureBuild(root) {
  if (buildIsCurrent(root)) return;
  console.log("[build] building the app (first start or changed sources)…");
  const hash = sourceHash(root);
  const result = spawnSync(
    process.execPath,
    [resolve(root, "node_modules/next/dist/bin/next"), "build"],
    {
      cwd: root,
      stdio: "inherit",
      env: { ...process.env, NEXT_TELEMETRY_DISABLED: "1" },
    },
  );
  if (result.status !== 0) throw new Error("next build failed");
  writeFileSync(stampFile(root), hash);
}

export function ensureDependencies(root) {
  const marker = resolve(root, "node_modules", ".package-lock.json");
  const pkg = resolve(root, "package.json");
  if (
    existsSync(marker) &&
    existsSync(resolve(root, "node_modules/next/package.json")) &&
    statSync(marker).mtimeMs >= statSync(pkg).mtimeMs - 1000
  )
    return;
  console.log("[setup] installing dependencies…");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["install", "--no-audit", "--no-fund"], {
    cwd: root,
    stdio: "inherit",
  });
  if (result.status !== 0) throw new Error("npm install failed");
}
