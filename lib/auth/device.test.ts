/** @jest-environment node */
import type * as Device from "./device";

process.env.AUTH_SECRET = "unit-test-secret-for-device-cookies-0123";
process.env.DATABASE_URL = "postgres://unit@127.0.0.1/unit";

// Imported after the environment is set: lib/env.ts reads it once, at import.
let device: typeof Device;
beforeAll(async () => {
  device = await import("./device");
});

/** The cookie header a browser sends back, after the Set-Cookie of `cookie`. */
const header = (cookie: { name: string; value: string }) =>
  `other=1; ${cookie.name}=${encodeURIComponent(cookie.value)}`;

describe("the known-device cookie", () => {
  it("keeps one device id whichever account signs in, and names them all, newest first", () => {
    const ann = device.deviceCookie("ann-id", null);
    const first = device.knownDevice(header(ann))!;
    expect(first.userIds).toEqual(["ann-id"]);

    const bob = device.deviceCookie("bob-id", first);
    const second = device.knownDevice(header(bob))!;
    expect(second).toEqual({ deviceId: first.deviceId, userIds: ["bob-id", "ann-id"] });

    // Ann again: first once more, not twice.
    const again = device.knownDevice(header(device.deviceCookie("ann-id", second)))!;
    expect(again.userIds).toEqual(["ann-id", "bob-id"]);
  });

  it("survives the cookie's own encoding (a comma would come back escaped)", () => {
    const two = device.deviceCookie("b", { deviceId: "d", userIds: ["a"] });
    expect(encodeURIComponent(two.value)).toBe(two.value);
  });

  it("remembers a few accounts, not a list that grows for ever", () => {
    let current = device.newDevice();
    for (let i = 0; i < 15; i++) {
      current = device.knownDevice(header(device.deviceCookie(`user-${i}`, current)))!;
    }
    expect(current.userIds).toHaveLength(10);
    expect(current.userIds[0]).toBe("user-14");
  });

  it("refuses a cookie whose accounts were edited", () => {
    const cookie = device.deviceCookie("ann-id", null);
    const [, rest] = cookie.value.split(/^[^.]*/);
    expect(device.knownDevice(`${cookie.name}=inviter-id${rest}`)).toBeNull();
    expect(device.knownDevice(`${cookie.name}=garbage`)).toBeNull();
    expect(device.knownDevice(undefined)).toBeNull();
  });
});
