import { UA } from "@/tests/support/user-agents";
import {
  DISMISS_DAYS,
  dismissedRecently,
  installOffer,
  isIosSafari,
  isStandalone,
  mobilePlatform,
} from "./install-detect";

const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2025, 5, 1);

describe("mobilePlatform", () => {
  it.each([
    ["iPhone", UA.iphoneSafari, 5, "ios"],
    ["iPhone Chrome", UA.iphoneChrome, 5, "ios"],
    ["iPod", UA.ipodSafari, 5, "ios"],
    ["iPad", UA.ipadSafari, 5, "ios"],
    ["iPad asking for desktop sites", UA.ipadDesktopMode, 5, "ios"],
    ["Android Chrome", UA.androidChrome, 5, "android"],
    ["Samsung Internet", UA.androidSamsung, 5, "android"],
    ["a Mac", UA.ipadDesktopMode, 0, null],
    ["desktop Chrome", UA.desktopChrome, 0, null],
    ["a Windows touch laptop", UA.desktopWindowsEdge, 10, null],
    ["Windows Phone (which claims Android)", UA.windowsPhone, 5, null],
  ])("%s", (_name, ua, touch, expected) => {
    expect(mobilePlatform(ua, touch)).toBe(expected);
  });
});

describe("isIosSafari", () => {
  it("is Safari on iPhone, iPod and iPad", () => {
    expect(isIosSafari(UA.iphoneSafari)).toBe(true);
    expect(isIosSafari(UA.ipodSafari)).toBe(true);
    expect(isIosSafari(UA.ipadSafari)).toBe(true);
    expect(isIosSafari(UA.ipadDesktopMode, 5)).toBe(true);
  });
  it("is not another iOS browser, an in-app browser, or a non-iOS browser", () => {
    expect(isIosSafari(UA.iphoneChrome)).toBe(false);
    expect(isIosSafari(UA.iphoneInstagram)).toBe(false);
    expect(isIosSafari(UA.ipadDesktopMode, 0)).toBe(false);
    expect(isIosSafari(UA.androidChrome)).toBe(false);
  });
});

describe("isStandalone", () => {
  it("follows the display-mode query or iOS's navigator.standalone", () => {
    expect(isStandalone(false, undefined)).toBe(false);
    expect(isStandalone(false, false)).toBe(false);
    expect(isStandalone(true, undefined)).toBe(true);
    expect(isStandalone(false, true)).toBe(true);
  });
});

describe("dismissedRecently", () => {
  it(`holds for ${DISMISS_DAYS} days`, () => {
    expect(dismissedRecently(String(NOW - 1000), NOW)).toBe(true);
    expect(dismissedRecently(String(NOW - (DISMISS_DAYS * DAY - 1)), NOW)).toBe(true);
    expect(dismissedRecently(String(NOW - DISMISS_DAYS * DAY), NOW)).toBe(false);
  });
  it("ignores nothing stored, garbage and times in the future", () => {
    expect(dismissedRecently(null, NOW)).toBe(false);
    expect(dismissedRecently("soon", NOW)).toBe(false);
    expect(dismissedRecently(String(NOW + DAY), NOW)).toBe(false);
  });
});

describe("installOffer", () => {
  const base = { maxTouchPoints: 5, standalone: false, dismissedAt: null, now: NOW };
  it("offers Safari's steps on an iPhone in Safari", () => {
    expect(installOffer({ ...base, userAgent: UA.iphoneSafari })).toEqual({
      platform: "ios",
      iosSafari: true,
    });
  });
  it("offers the other browsers' steps on Android and in Chrome on iOS", () => {
    expect(installOffer({ ...base, userAgent: UA.androidChrome })).toEqual({
      platform: "android",
      iosSafari: false,
    });
    expect(installOffer({ ...base, userAgent: UA.iphoneChrome })).toEqual({
      platform: "ios",
      iosSafari: false,
    });
  });
  it("offers nothing on a desktop, from the home screen, or after a recent dismissal", () => {
    expect(installOffer({ ...base, maxTouchPoints: 0, userAgent: UA.desktopChrome })).toBeNull();
    expect(installOffer({ ...base, userAgent: UA.iphoneSafari, standalone: true })).toBeNull();
    expect(
      installOffer({ ...base, userAgent: UA.androidChrome, dismissedAt: String(NOW - 3 * DAY) }),
    ).toBeNull();
    expect(
      installOffer({ ...base, userAgent: UA.androidChrome, dismissedAt: String(NOW - 15 * DAY) }),
    ).not.toBeNull();
  });
});
