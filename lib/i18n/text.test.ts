import { createTranslator } from "next-intl";
import { m, readKey, translateText, type Translate } from "./text";

const t = createTranslator({
  locale: "es",
  messages: {
    errors: {
      required: "Obligatorio",
      tooLong: "{field} admite como máximo {max, plural, one {# carácter} other {# caracteres}}",
    },
  },
}) as unknown as Translate;

describe("m and translateText", () => {
  it("translates a key, and a key with values through ICU", () => {
    expect(translateText(m("errors.required"), t)).toBe("Obligatorio");
    expect(translateText(m("errors.tooLong", { field: "Nombre", max: 60 }), t)).toBe(
      "Nombre admite como máximo 60 caracteres",
    );
  });

  it("leaves other text as it is: an owner's words, a sentence, a key we lack", () => {
    expect(translateText("Free coffee today", t)).toBe("Free coffee today");
    expect(translateText("Ends 10.12.", t)).toBe("Ends 10.12.");
    expect(translateText("errors.unknown", t)).toBe("errors.unknown");
  });

  it("reads back what m wrote, and nothing from broken values", () => {
    expect(readKey(m("shop.left", { count: 2 }))).toEqual({
      key: "shop.left",
      values: { count: 2 },
    });
    expect(readKey("shop.left\u241f{broken")).toBeNull();
    expect(readKey("shop.left\u241f[1]")).toBeNull();
  });
});
