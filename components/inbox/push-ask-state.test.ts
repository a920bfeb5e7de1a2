import { UA } from "@/tests/support/user-agents";
import { askState, keyBytes, type PushContext } from "./push-ask-state";

const base: PushContext = {
  userAgent: UA.androidChrome,
  maxTouchPoints: 5,
  standalone: false,
  supported: true,
  permission: "default",
  subscribed: false,
};

describe("askState", () => {
  it("asks on Android and on a desktop, in a tab or the installed app", () => {
    expect(askState(base)).toBe("ask");
    expect(askState({ ...base, standalone: true })).toBe("ask");
    expect(askState({ ...base, userAgent: UA.desktopChrome, maxTouchPoints: 0 })).toBe("ask");
  });

  it("on iPhone and iPad outside the installed app, says to add it to the Home Screen first", () => {
    for (const userAgent of [UA.iphoneSafari, UA.iphoneChrome, UA.ipadSafari]) {
      // Safari in a tab has no PushManager at all; the steps show all the same.
      expect(askState({ ...base, userAgent, supported: false, permission: null })).toBe(
        "ios-install",
      );
    }
    expect(askState({ ...base, userAgent: UA.ipadDesktopMode, maxTouchPoints: 5 })).toBe(
      "ios-install",
    );
  });

  it("asks on iPhone once the app runs from the Home Screen", () => {
    expect(askState({ ...base, userAgent: UA.iphoneSafari, standalone: true })).toBe("ask");
  });

  it("says how to unblock after a no, and asks nothing once subscribed", () => {
    expect(askState({ ...base, permission: "denied" })).toBe("blocked");
    expect(askState({ ...base, permission: "granted", subscribed: true })).toBeNull();
    // Allowed before, but this browser has no subscription (removed from the profile): a tap
    // subscribes again without a prompt.
    expect(askState({ ...base, permission: "granted", subscribed: false })).toBe("ask");
  });

  it("asks nothing in a browser without push", () => {
    expect(askState({ ...base, userAgent: UA.desktopChrome, supported: false })).toBeNull();
  });
});

describe("keyBytes", () => {
  it("decodes a base64url key, padding and all", () => {
    const bytes = Uint8Array.from({ length: 65 }, (_, i) => (i * 37) % 256);
    const encoded = Buffer.from(bytes).toString("base64url");
    expect(encoded).toMatch(/[-_]/);
    expect([...keyBytes(encoded)]).toEqual([...bytes]);
  });
});
