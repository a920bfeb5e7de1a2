/** @jest-environment node */
import { encode } from "next-auth/jwt";
import type { readClaims as ReadClaims } from "./claims";

const SECRET = "unit-test-secret-for-session-claims-0123";
process.env.AUTH_SECRET = SECRET;
process.env.DATABASE_URL = "postgres://unit@127.0.0.1/unit";

// Imported after the environment is set: lib/env.ts reads it once, at import.
let readClaims: typeof ReadClaims;
beforeAll(async () => {
  ({ readClaims } = await import("./claims"));
});

// Only the clock is faked: the decryption's own async work keeps running.
beforeEach(() => {
  jest.useFakeTimers({
    doNotFake: [
      "nextTick",
      "setImmediate",
      "clearImmediate",
      "setTimeout",
      "clearTimeout",
      "setInterval",
      "clearInterval",
      "queueMicrotask",
      "hrtime",
      "performance",
    ],
  });
});
afterEach(() => jest.useRealTimers());

const cookie = (claims: Record<string, unknown>, maxAge = 3600, secret = SECRET) =>
  encode({ token: { name: "c1", ...claims }, secret, maxAge });

it("reads a session cookie's claims, the same on the next request", async () => {
  const raw = await cookie({ sub: "u1", role: "user", sv: 0, sid: "s1" });
  expect(await readClaims(raw)).toEqual({ sub: "u1", role: "user", sv: 0, sid: "s1" });
  expect(await readClaims(raw)).toEqual({ sub: "u1", role: "user", sv: 0, sid: "s1" });
});

it("stops accepting a remembered cookie once it has expired", async () => {
  const raw = await cookie({ sub: "u2", role: "admin", sv: 3, sid: "s2" }, 60);
  expect(await readClaims(raw)).toEqual({ sub: "u2", role: "admin", sv: 3, sid: "s2" });
  jest.setSystemTime(Date.now() + 30_000);
  expect(await readClaims(raw)).not.toBeNull();
  jest.setSystemTime(Date.now() + 60_000);
  expect(await readClaims(raw)).toBeNull();
});

it("refuses junk, another secret's cookie and claims without a session version or id", async () => {
  expect(await readClaims(undefined)).toBeNull();
  expect(await readClaims("not-a-token")).toBeNull();
  expect(
    await readClaims(
      await cookie(
        { sub: "u3", role: "user", sv: 0, sid: "s1" },
        3600,
        "another-secret-entirely-0123456789abc",
      ),
    ),
  ).toBeNull();
  expect(await readClaims(await cookie({ sub: "u4", role: "user", sid: "s4" }))).toBeNull();
  // Without a session id a sign-out could not end it on the server.
  expect(await readClaims(await cookie({ sub: "u5", role: "user", sv: 0 }))).toBeNull();
});
