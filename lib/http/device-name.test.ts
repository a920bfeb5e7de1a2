import { UA } from "@/tests/support/user-agents";
import { deviceName } from "./device-name";

describe("deviceName", () => {
  it("names phones and tablets by the device, whichever browser made the passkey", () => {
    expect(deviceName(UA.iphoneSafari)).toBe("iPhone");
    expect(deviceName(UA.iphoneChrome)).toBe("iPhone");
    expect(deviceName(UA.iphoneInstagram)).toBe("iPhone");
    expect(deviceName(UA.ipadSafari)).toBe("iPad");
    expect(deviceName(UA.ipodSafari)).toBe("iPod touch");
    expect(deviceName(UA.androidChrome)).toBe("Android phone");
    expect(deviceName(UA.androidSamsung)).toBe("Android phone");
    expect(
      deviceName(
        "Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
      ),
    ).toBe("Android tablet");
  });

  it("names computers by browser and system", () => {
    expect(deviceName(UA.desktopChrome)).toBe("Chrome on Linux");
    expect(deviceName(UA.desktopWindowsEdge)).toBe("Edge on Windows");
    expect(deviceName(UA.ipadDesktopMode)).toBe("Safari on Mac");
    expect(
      deviceName(
        "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
      ),
    ).toBe("Chrome on Mac");
    expect(
      deviceName(
        "Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0",
      ),
    ).toBe("Firefox on Windows");
  });

  it("says so when it cannot tell", () => {
    expect(deviceName(undefined)).toBe("Unknown device");
    expect(deviceName("")).toBe("Unknown device");
    expect(deviceName("curl/8.5.0")).toBe("Unknown device");
  });
});
