import fc from "fast-check";
import { cacheRuleFor } from "./cache-rules";

const at = (path: string) => new URL(path, "https://shop.example");
const get = (destination = "", mode = "cors") => ({ method: "GET", mode, destination });

describe("cacheRuleFor", () => {
  it("keeps uploaded product pictures and the placeholder", () => {
    expect(cacheRuleFor(at("/uploads/abc123"), get("image"), true)).toBe("product-image");
    expect(cacheRuleFor(at("/api/uploads/abc123"), get("image"), true)).toBe("product-image");
    expect(cacheRuleFor(at("/placeholder.svg"), get("image"), true)).toBe("product-image");
  });

  it("does not keep videos, other sites' images or anything that is not a GET", () => {
    expect(cacheRuleFor(at("/api/uploads/clip"), get("video"), true)).toBeNull();
    expect(cacheRuleFor(at("/api/uploads/abc"), get(""), true)).toBeNull();
    expect(cacheRuleFor(at("/uploads/abc"), get("image"), false)).toBeNull();
    expect(
      cacheRuleFor(at("/_next/static/chunks/a.js"), { ...get("script"), method: "POST" }, true),
    ).toBeNull();
  });

  it("keeps hashed build files", () => {
    expect(cacheRuleFor(at("/_next/static/chunks/app.js"), get("script"), true)).toBe(
      "build-asset",
    );
    expect(cacheRuleFor(at("/_next/image?url=x"), get("image"), true)).toBeNull();
  });

  it("sends page loads to the network (the offline page is the fallback)", () => {
    expect(cacheRuleFor(at("/user/dashboard"), get("document", "navigate"), true)).toBe("page");
  });

  it("never stores an API answer, whatever its path, query or kind of request", () => {
    const segment = fc.stringMatching(/^[a-zA-Z0-9._-]{1,12}$/);
    const destinations = fc.constantFrom(
      "",
      "script",
      "style",
      "font",
      "document",
      "empty",
      "audio",
      "video",
    );
    fc.assert(
      fc.property(
        fc.array(segment, { maxLength: 4 }),
        fc.string({ maxLength: 20 }),
        destinations,
        (parts, query, destination) => {
          const url = at(`/api/${parts.join("/")}?${encodeURIComponent(query)}`);
          expect(cacheRuleFor(url, get(destination), true)).toBeNull();
        },
      ),
    );
  });

  it("leaves pages that merely start with 'api' alone", () => {
    expect(cacheRuleFor(at("/apiary"), get("image"), true)).toBeNull();
  });
});
