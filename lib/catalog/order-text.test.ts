import { createTranslator } from "next-intl";
import arShop from "@/messages/ar/shop.json";
import enShop from "@/messages/en/shop.json";
import esShop from "@/messages/es/shop.json";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "../i18n/text.ts";
import { NO_FLAVOR, type CartItem } from "./cart";
import { orderText } from "./order-text";

const translator = (locale: Locale, shop: typeof enShop) =>
  createTranslator({ locale, messages: { shop }, namespace: "shop" }) as unknown as Translate;

// Intl separates an amount from its sign with a no-break space in many languages.
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, " ");

const items: CartItem[] = [
  { productId: "p1", productName: "Mango", flavor: "Menta", quantity: 1, priceCents: 450 },
  { productId: "p2", productName: "Berry", flavor: NO_FLAVOR, quantity: 2, priceCents: 125 },
];

describe("the order text sent to the owner", () => {
  it("is written in the customer's language with the shop's currency", () => {
    const text = orderText({
      shopName: "Café Sol",
      username: "lucia",
      items,
      currency: "EUR",
      locale: "es",
      t: translator("es", esShop),
    });
    expect(plain(text)).toBe(
      [
        "Pedido para Café Sol",
        "Usuario: lucia",
        "",
        "1. Mango (Menta) x 1 = 4,50 €",
        "2. Berry (Sin sabor) x 2 = 2,50 €",
        "",
        "Total: 7,00 €",
      ].join("\n"),
    );
  });

  it("writes a currency without decimals without them", () => {
    const text = orderText({
      shopName: "Kissa",
      username: "ken",
      items: [{ ...items[0]!, priceCents: 45000 }],
      currency: "JPY",
      locale: "en",
      t: translator("en", enShop),
    });
    expect(text).toContain("1. Mango (Menta) x 1 = ¥450");
    expect(text).toContain("Total: ¥450");
  });

  it("speaks Arabic with its own words around the owner's product names", () => {
    const text = orderText({
      shopName: "متجر",
      username: "omar",
      items,
      currency: "EGP",
      locale: "ar",
      t: translator("ar", arShop as typeof enShop),
    });
    // The shop's name and each value keep their own direction (FSI … PDI), as <bdi> does.
    expect(text.split("\n")[0]).toBe("طلب من \u2068متجر\u2069");
    expect(text).toContain("(\u2068بدون نكهة\u2069)");
    expect(text).toContain("ج.م");
  });
});
