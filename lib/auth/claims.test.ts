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

it("knows a cookie it has just issued, and only that cookie", async () => {
  const { rememberIssuedClaims } = await import("./claims");
  const issued = await cookie({ sub: "u6", role: "user", sv: 1, sid: "s6" }, 60);
  const exp = Math.floor(Date.now() / 1000) + 60;
  rememberIssuedClaims(issued, { sub: "u6", name: "c6", role: "user", sv: 1, sid: "s6" }, exp);
  expect(await readClaims(issued)).toEqual({ sub: "u6", role: "user", sv: 1, sid: "s6" });
  // Another customer's cookie is decoded for itself, never answered from the first one's entry.
  const other = await cookie({ sub: "u7", role: "user", sv: 0, sid: "s7" });
  expect(await readClaims(other)).toEqual({ sub: "u7", role: "user", sv: 0, sid: "s7" });
  jest.setSystemTime(Date.now() + 120_000);
  expect(await readClaims(issued)).toBeNull();
});

it("shares one memory across copies of the module, as Next's separate bundles load it", async () => {
  const { rememberIssuedClaims } = await import("./claims");
  // Not a cookie anyone could decode: only a shared memory can answer for it.
  const raw = "issued-by-another-bundle";
  const exp = Math.floor(Date.now() / 1000) + 60;
  rememberIssuedClaims(raw, { sub: "u8", name: "c8", role: "staff", sv: 2, sid: "s8" }, exp);
  let copy: typeof ReadClaims | undefined;
  jest.isolateModules(() => {
    copy = (jest.requireActual("./claims") as { readClaims: typeof ReadClaims }).readClaims;
  });
  expect(copy).not.toBe(readClaims);
  expect(await copy!(raw)).toEqual({ sub: "u8", role: "staff", sv: 2, sid: "s8" });
});
