import { readPayload } from "./push-events";

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
