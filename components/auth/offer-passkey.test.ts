import { UA } from "@/tests/support/user-agents";
import {
  offerPasskeyNextPage,
  rememberOffered,
  takePasskeyOffer,
  wasOffered,
} from "./offer-passkey";

const MARK = "punchcard.passkey-offer-next";

function on(userAgent: string) {
  jest.spyOn(window.navigator, "userAgent", "get").mockReturnValue(userAgent);
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
  window.history.replaceState(null, "", "/login");
});
afterEach(() => jest.restoreAllMocks());

describe("offering a passkey on the next screen", () => {
  it("marks the next screen on a phone, and that screen takes the mark once", () => {
    on(UA.iphoneSafari);
    offerPasskeyNextPage("u1");
    // Still on /login: not here.
    expect(takePasskeyOffer("/login")).toBeNull();
    expect(takePasskeyOffer("/user/dashboard")).toBe("u1");
    expect(takePasskeyOffer("/user/dashboard")).toBeNull();
  });

  it("does nothing on a computer", () => {
    on(UA.desktopChrome);
    offerPasskeyNextPage("u1");
    expect(sessionStorage.getItem(MARK)).toBeNull();
  });

  it("offers once per account on this device", () => {
    on(UA.androidChrome);
    expect(wasOffered("u1")).toBe(false);
    rememberOffered("u1");
    expect(wasOffered("u1")).toBe(true);
    offerPasskeyNextPage("u1");
    expect(sessionStorage.getItem(MARK)).toBeNull();
    // Another account on the same phone is offered its own.
    offerPasskeyNextPage("u2");
    expect(takePasskeyOffer("/user/dashboard")).toBe("u2");
  });

  it("ignores a mark that is not ours", () => {
    sessionStorage.setItem(MARK, "{not json");
    expect(takePasskeyOffer("/user/dashboard")).toBeNull();
    sessionStorage.setItem(MARK, JSON.stringify({ userId: 5, from: "/login" }));
    expect(takePasskeyOffer("/user/dashboard")).toBeNull();
  });
});
