/** @jest-environment node */
import { requestCookies } from "./request-cookies";

const store = (cookie?: string) =>
  requestCookies(new Headers(cookie === undefined ? {} : { cookie }));

describe("requestCookies", () => {
  it("finds a cookie among others, decoded", () => {
    const cookies = store("a=1; next-auth.session-token=eyJ%2Ehdr.x; b=2");
    expect(cookies.get("next-auth.session-token")).toEqual({ value: "eyJ.hdr.x" });
    expect(cookies.get("b")).toEqual({ value: "2" });
  });

  it("answers undefined for a missing cookie, a missing header and junk", () => {
    expect(store().get("a")).toBeUndefined();
    expect(store("=x; ;;; novalue").get("novalue")).toBeUndefined();
    expect(store("a=%E0%A4%A").get("a")).toEqual({ value: "%E0%A4%A" });
  });

  it("keeps the first of two cookies of one name, and unquotes a quoted value", () => {
    expect(store('s="one"; s=two').get("s")).toEqual({ value: "one" });
    expect(store("s=a=b").get("s")).toEqual({ value: "a=b" });
  });
});
