import { UA } from "@/tests/support/user-agents";
import { isAppleDevice, walletToOffer } from "./wallet-choice";

const MAC_SAFARI =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15";
const MAC_CHROME =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36";
const MAC_FIREFOX =
  "Mozilla/5.0 (Macintosh; Intel Mac OS X 14.4; rv:125.0) Gecko/20100101 Firefox/125.0";
const BOTH = { apple: true, google: true };

describe("the wallet a device keeps passes in", () => {
  it.each([
    ["an iPhone's Safari", UA.iphoneSafari],
    ["an iPhone's Chrome", UA.iphoneChrome],
    ["an iPhone's Instagram", UA.iphoneInstagram],
    ["an iPad", UA.ipadSafari],
    ["an iPad asking for desktop sites", UA.ipadDesktopMode],
    ["a Mac's Safari", MAC_SAFARI],
  ])("is Apple's on %s", (_, ua) => {
    expect(isAppleDevice(ua)).toBe(true);
    expect(walletToOffer(ua, BOTH)).toBe("apple");
  });

  it.each([
    ["Android's Chrome", UA.androidChrome],
    ["Samsung Internet", UA.androidSamsung],
    ["a Linux desktop", UA.desktopChrome],
    ["Windows' Edge", UA.desktopWindowsEdge],
    ["a Mac's Chrome", MAC_CHROME],
    ["a Mac's Firefox", MAC_FIREFOX],
    ["Windows Phone, which calls itself Android", UA.windowsPhone],
    ["no User-Agent at all", ""],
  ])("is Google's on %s", (_, ua) => {
    expect(isAppleDevice(ua)).toBe(false);
    expect(walletToOffer(ua, BOTH)).toBe("google");
  });

  it("offers only a wallet the shop connected, never the other one instead", () => {
    expect(walletToOffer(UA.iphoneSafari, { apple: false, google: true })).toBeNull();
    expect(walletToOffer(UA.androidChrome, { apple: true, google: false })).toBeNull();
    expect(walletToOffer(UA.androidChrome, { apple: false, google: false })).toBeNull();
    expect(walletToOffer(UA.iphoneSafari, { apple: true, google: false })).toBe("apple");
  });
});
