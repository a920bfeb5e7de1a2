import { createTranslator } from "next-intl";
import ar from "@/messages/ar/errors.json";
import es from "@/messages/es/errors.json";
import { translateText, type Translate } from "../i18n/text.ts";
import { nextPunchIn } from "@/lib/rewards/messages";
import { english } from "@/tests/support/english";
import { fieldMaxChars, fieldRequired } from "./field-messages";
import { settingsSchema } from "@/lib/shop/schema";

// A rule's sentence names its field in the reader's language and counts with the language's
// own plurals: the catalogue chooses both, the code passes only the field and the number.
const reader = (locale: "ar" | "es", errors: object) => {
  const t = createTranslator({ locale, messages: { errors } }) as unknown as Translate;
  return (text: string) => translateText(text, t);
};
const inSpanish = reader("es", es);
const inArabic = reader("ar", ar);

it("names the field inside the sentence, in each language", () => {
  expect(english(fieldRequired("shopName"))).toBe("Shop name is required");
  expect(inSpanish(fieldRequired("shopName"))).toBe("Nombre de la tienda: campo obligatorio");
  expect(inArabic(fieldRequired("shopName"))).toBe("اسم المتجر: حقل مطلوب");
});

it("counts with each language's plurals, and keeps English's numbers as they were", () => {
  expect(english(fieldMaxChars("message", 5000))).toBe("Message must be at most 5000 characters");
  expect(inSpanish(fieldMaxChars("message", 1))).toBe("Mensaje: máximo 1 carácter");
  expect(inArabic(nextPunchIn(120))).toBe("يمكنك الحصول على ختمك التالي بعد دقيقتين");
  expect(inArabic(nextPunchIn(5 * 60))).toBe("يمكنك الحصول على ختمك التالي بعد 5 دقائق");
});

it("says a settings field's refusal in the reader's language", () => {
  const parsed = settingsSchema.shape.shopName.safeParse("");
  expect(parsed.success).toBe(false);
  const message = parsed.error!.issues[0]!.message;
  expect(english(message)).toBe("Shop name is required");
  expect(inSpanish(message)).toBe("Nombre de la tienda: campo obligatorio");
});
