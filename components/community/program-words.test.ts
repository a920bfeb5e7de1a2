import { createTranslator } from "next-intl";
import { DEFAULT_REWARDS } from "@/lib/program/card";
import arPublic from "@/messages/ar/public.json";
import esPublic from "@/messages/es/public.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import {
  cardRules,
  cardStepBody,
  cardStepTitle,
  collectFor,
  rewardsAtPunches,
  type ProgramWords,
} from "./program-words";

function wordsIn(locale: "en" | "es" | "ar", own = ENGLISH_MESSAGES.public): ProgramWords {
  const messages = { ...ENGLISH_MESSAGES, public: own };
  return { t: createTranslator({ locale, messages, namespace: "public.program" }), locale };
}
const en = wordsIn("en");

const two = [
  { at: 5, name: "Free cookie" },
  { at: 10, name: "Free coffee" },
];

describe("the public pages' words about the program", () => {
  it("say SPEC.md's sentences for SPEC.md's program", () => {
    expect(rewardsAtPunches(en, DEFAULT_REWARDS)).toBe("At 10 punches your next product is free");
    expect(collectFor(en, DEFAULT_REWARDS)).toBe("Collect 10 punches for a free product");
    expect(cardStepTitle(en, 10, DEFAULT_REWARDS)).toBe("Ten punches, one free product");
    expect(cardStepBody(en, 10, DEFAULT_REWARDS)).toBe(
      "Fill all ten slots and your next product is on us. Text us your username and we will have it ready.",
    );
    expect(cardRules(en, 10, DEFAULT_REWARDS)).toBe(
      "Ten punches earn one free product: text us your username to claim it, and your card starts over.",
    );
  });

  it("name the program's untouched default reward in the reader's words", () => {
    const es = { ...wordsIn("es", esPublic), defaultItem: "producto" };
    expect(collectFor(es, DEFAULT_REWARDS)).toBe("Junta 10 sellos para un producto gratis");
    // A reward the owner named keeps its name.
    expect(collectFor(es, [{ at: 10, name: "Churros" }])).toBe("Junta 10 sellos para Churros");
  });

  it("name each reward at its punches", () => {
    expect(rewardsAtPunches(en, two)).toBe(
      "At 5 punches your next cookie is free; at 10 your next coffee is free",
    );
    expect(collectFor(en, two)).toBe(
      "Collect 5 punches for a free cookie and 10 for a free coffee",
    );
    expect(cardStepTitle(en, 10, two)).toBe("Ten punches, two rewards");
    expect(collectFor(en, [{ at: 8, name: "10% off a cake" }])).toBe(
      "Collect 8 punches for 10% off a cake",
    );
    expect(cardRules(en, 10, two)).toBe(
      "At 5 punches your next cookie is free; at 10 your next coffee is free: text us your username to claim each, and once all are handed over your card starts over.",
    );
  });

  it("count in the reader's language, the owner's reward names as written", () => {
    const es = wordsIn("es", esPublic);
    expect(collectFor(es, [{ at: 1, name: "Café gratis" }])).toBe("Junta 1 sello para Café gratis");
    expect(
      collectFor(es, [
        { at: 8, name: "Café gratis" },
        { at: 12, name: "Tarta" },
      ]),
    ).toBe("Junta 8 sellos para Café gratis y 12 para Tarta");
    expect(cardStepTitle(es, 10, two)).toBe("10 sellos, 2 premios");

    const ar = wordsIn("ar", arPublic);
    // Arabic's plural forms: one, two, few (3–10), many (11–99).
    expect(collectFor(ar, [{ at: 1, name: "قهوة" }])).toBe("اجمع ختمًا واحدًا لتحصل على قهوة");
    expect(collectFor(ar, [{ at: 2, name: "قهوة" }])).toBe("اجمع ختمين لتحصل على قهوة");
    expect(collectFor(ar, [{ at: 10, name: "قهوة" }])).toBe("اجمع 10 أختام لتحصل على قهوة");
    expect(collectFor(ar, [{ at: 12, name: "قهوة" }])).toBe("اجمع 12 ختمًا لتحصل على قهوة");
  });
});

it("counts the landing page's 'Every 10th' in ordinals", () => {
  const t = createTranslator({
    locale: "en",
    messages: ENGLISH_MESSAGES,
    namespace: "public.landing",
  });
  const title = (n: number) => t.markup("title", { n, em: (chunks) => chunks });
  expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23].map(title)).toEqual(
    ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "23rd"].map(
      (nth) => `Every ${nth} one is on us.`,
    ),
  );
});
