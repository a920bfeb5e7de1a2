import { BROWSER_PUSH_HOSTS, isAllowedEndpoint, parseHosts } from "./allowed-hosts";

describe("push endpoints the server will post to", () => {
  const browsers = parseHosts("");

  it("are the browsers' push services by default", () => {
    expect(browsers).toEqual(BROWSER_PUSH_HOSTS);
    expect(isAllowedEndpoint("https://fcm.googleapis.com/fcm/send/abc", browsers)).toBe(true);
    expect(isAllowedEndpoint("https://web.push.apple.com/QGx", browsers)).toBe(true);
    expect(isAllowedEndpoint("https://db5p.notify.windows.com/w/?token=x", browsers)).toBe(true);
    expect(
      isAllowedEndpoint("https://updates.push.services.mozilla.com/wpush/v2/x", browsers),
    ).toBe(true);
  });

  it("refuse other hosts, plain http, other ports and credentials", () => {
    expect(isAllowedEndpoint("https://evil.example/fcm/send/abc", browsers)).toBe(false);
    expect(isAllowedEndpoint("https://fcm.googleapis.com.evil.example/x", browsers)).toBe(false);
    expect(isAllowedEndpoint("https://notify.windows.com.evil.example/x", browsers)).toBe(false);
    expect(isAllowedEndpoint("http://fcm.googleapis.com/fcm/send/abc", browsers)).toBe(false);
    expect(isAllowedEndpoint("https://fcm.googleapis.com:8443/fcm/send/abc", browsers)).toBe(false);
    expect(isAllowedEndpoint("https://user:pw@fcm.googleapis.com/x", browsers)).toBe(false);
    expect(isAllowedEndpoint("https://127.0.0.1/x", browsers)).toBe(false);
    expect(isAllowedEndpoint("not a url", browsers)).toBe(false);
  });

  it("take the hosts the setting lists, with their ports", () => {
    const hosts = parseHosts(" localhost:8443 , push.example ");
    expect(isAllowedEndpoint("https://localhost:8443/notify/x", hosts)).toBe(true);
    expect(isAllowedEndpoint("https://localhost/notify/x", hosts)).toBe(false);
    expect(isAllowedEndpoint("https://push.example/x", hosts)).toBe(true);
    expect(isAllowedEndpoint("https://fcm.googleapis.com/fcm/send/abc", hosts)).toBe(false);
  });
});
