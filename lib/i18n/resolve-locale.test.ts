import { resolveLocale, speaksShopLanguage, type LocaleSources } from "./resolve-locale";

const visitor: LocaleSources = {
  pathname: "/join",
  profile: null,
  cookie: undefined,
  acceptLanguage: null,
  shop: "fr",
};

describe("resolveLocale", () => {
  it("speaks the shop's language to a browser that asks for none of ours", () => {
    expect(resolveLocale(visitor)).toBe("fr");
    expect(resolveLocale({ ...visitor, acceptLanguage: "ja-JP" })).toBe("fr");
  });

  it("lets the browser's language win on a first visit", () => {
    expect(resolveLocale({ ...visitor, acceptLanguage: "es-ES,es;q=0.9" })).toBe("es");
  });

  it("keeps this browser's choice over its language", () => {
    expect(resolveLocale({ ...visitor, acceptLanguage: "es", cookie: "de" })).toBe("de");
    expect(resolveLocale({ ...visitor, acceptLanguage: "es", cookie: "xx" })).toBe("es");
  });

  it("follows the customer's profile to every device", () => {
    expect(resolveLocale({ ...visitor, profile: "ar", cookie: "de", acceptLanguage: "es" })).toBe(
      "ar",
    );
  });

  it("speaks the shop's language on the counter display and printed sheets", () => {
    const staff = { ...visitor, profile: "de" as const, acceptLanguage: "es" };
    expect(resolveLocale({ ...staff, pathname: "/counter" })).toBe("fr");
    expect(resolveLocale({ ...staff, pathname: "/counter/batches/abc/print" })).toBe("fr");
    expect(resolveLocale({ ...staff, pathname: "/counter/customers" })).toBe("de");
  });
});

it("names only the counter display, the printed sheets and the poster as the shop's screens", () => {
  expect(speaksShopLanguage("/counter")).toBe(true);
  expect(speaksShopLanguage("/admin/poster")).toBe(true);
  expect(speaksShopLanguage("/admin/dashboard")).toBe(false);
  expect(speaksShopLanguage("/counter/batches/1/print")).toBe(true);
  expect(speaksShopLanguage("/counter/batches")).toBe(false);
  expect(speaksShopLanguage("/admin/counter")).toBe(false);
});
