import { dirOf, isLocale, matchAcceptLanguage } from "./locales";

describe("matchAcceptLanguage", () => {
  it.each([
    ["es-ES,es;q=0.9,en;q=0.8", "es"],
    ["es-MX", "es"],
    ["pt-PT,pt;q=0.9", "pt-BR"],
    ["pt-BR", "pt-BR"],
    ["de-CH, fr;q=0.9", "de"],
    ["ar-EG,ar;q=0.9", "ar"],
    ["fr;q=0.5, de;q=0.8", "de"],
    ["ja-JP,ja;q=0.9,fr;q=0.3", "fr"],
    ["EN-us", "en"],
  ])("%s → %s", (header, locale) => {
    expect(matchAcceptLanguage(header)).toBe(locale);
  });

  it.each([null, "", "*", "ja-JP,zh;q=0.9", "es;q=0", "es;q=abc"])("%s → none", (header) => {
    expect(matchAcceptLanguage(header)).toBeNull();
  });
});

it("knows the six languages and which one reads right to left", () => {
  expect(["en", "es", "fr", "de", "pt-BR", "ar"].every(isLocale)).toBe(true);
  expect(isLocale("pt")).toBe(false);
  expect(dirOf("ar")).toBe("rtl");
  expect(dirOf("de")).toBe("ltr");
});
