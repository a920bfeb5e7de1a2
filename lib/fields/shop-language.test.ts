import { english } from "@/tests/support/english";
import { settingsSchema } from "@/lib/shop/schema";

const language = settingsSchema.shape.language;
const currency = settingsSchema.shape.currency;

describe("the shop's language and currency", () => {
  it("takes the six languages and ISO 4217 codes the runtime knows, written as it writes them", () => {
    for (const locale of ["en", "es", "fr", "de", "pt-BR", "ar"]) {
      expect(language.parse(locale)).toBe(locale);
    }
    expect(currency.parse(" eur ")).toBe("EUR");
    expect(currency.parse("JPY")).toBe("JPY");
  });

  it("refuses anything else with a sentence of its own", () => {
    for (const [schema, value, message] of [
      [language, "pt", "Choose a language from the list"],
      [language, "EN", "Choose a language from the list"],
      [currency, "XYZ", "Currency must be a three-letter code from the list, such as EUR"],
      [currency, "euro", "Currency must be a three-letter code from the list, such as EUR"],
      [currency, 978, "Currency must be a three-letter code from the list, such as EUR"],
    ] as const) {
      const result = schema.safeParse(value);
      expect(result.success).toBe(false);
      expect(english(result.error!.issues[0]!.message)).toBe(message);
    }
  });
});
