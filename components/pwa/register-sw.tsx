"use client";

import { SerwistProvider } from "@serwist/turbopack/react";
import { UpdatePrompt } from "./update-prompt";

/**
 * Registers the service worker (/sw.js, built from app/sw.ts) once the page has loaded, and
 * offers a reload when a new version is waiting. Mounted once, in the root layout.
 * Not in development: a worker would serve stale code while editing.
 */
export function RegisterSW() {
  return (
    <SerwistProvider
      swUrl="/sw.js"
      disable={process.env.NODE_ENV !== "production"}
      // Pages are never cached (they hold the signed-in person's data), and a reload on
      // reconnect could throw away what someone was typing.
      cacheOnNavigation={false}
      reloadOnOnline={false}
    >
      <UpdatePrompt />
    </SerwistProvider>
  );
}
