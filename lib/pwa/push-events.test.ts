import { notificationIcons, readPayload } from "./push-events";

describe("readPayload", () => {
  it("reads the server's payload", () => {
    expect(
      readPayload(
        JSON.stringify({
          id: 42,
          title: "Your free coffee is waiting",
          body: "Show this at the counter.",
          link: "/user/dashboard",
        }),
      ),
    ).toEqual({
      id: 42,
      title: "Your free coffee is waiting",
      body: "Show this at the counter.",
      link: "/user/dashboard",
    });
  });

  it("never opens another site, and shows something readable for anything else", () => {
    expect(
      readPayload(JSON.stringify({ id: 1, title: "Hi", link: "https://evil.example/" })).link,
    ).toBe("/user/inbox");
    expect(readPayload("not json")).toEqual({
      id: null,
      title: "New message",
      body: "",
      link: "/user/inbox",
    });
    expect(readPayload(null).title).toBe("New message");
    expect(readPayload(JSON.stringify({ id: "1; drop", title: 5 })).id).toBeNull();
  });
});

describe("notificationIcons", () => {
  it("shows the app's own icon when the manifest names no logo, or cannot be read", () => {
    const own = { icon: "/icons/icon-192.png", badge: "/icons/icon-192.png" };
    expect(notificationIcons(null)).toEqual(own);
    expect(notificationIcons({ icons: "nope" })).toEqual(own);
    expect(
      notificationIcons({
        icons: [
          { src: "/icons/icon-192.png", sizes: "192x192", purpose: "any" },
          { src: "/icons/maskable-192.png", sizes: "192x192", purpose: "maskable" },
        ],
      }),
    ).toEqual(own);
  });

  it("shows the shop's logo and its badge when the manifest names them", () => {
    expect(
      notificationIcons({
        icons: [
          { src: "/uploads/maskable", sizes: "512x512", purpose: "maskable" },
          { src: "/uploads/big", sizes: "512x512", purpose: "any" },
          { src: "/uploads/small", sizes: "192x192", purpose: "any" },
          { src: "/uploads/badge", sizes: "96x96", purpose: "monochrome" },
        ],
      }),
    ).toEqual({ icon: "/uploads/small", badge: "/uploads/badge" });
  });

  it("never takes an icon from another site", () => {
    expect(
      notificationIcons({
        icons: [
          { src: "https://evil.example/x.png", sizes: "192x192", purpose: "any" },
          { src: "//evil.example/x.png", sizes: "192x192", purpose: "any" },
        ],
      }).icon,
    ).toBe("/icons/icon-192.png");
  });
});
