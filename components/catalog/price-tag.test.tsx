import { screen } from "@testing-library/react";
import arShop from "@/messages/ar/shop.json";
import esShop from "@/messages/es/shop.json";
import { renderWithIntl } from "@/tests/support/intl";
import { PriceTag } from "./price-tag";
import { StockBadge } from "./stock-badge";

// Intl separates an amount from its sign with a no-break space in many languages.
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

describe("the price tag in the shop's currency and the reader's language", () => {
  it("writes a euro deal the Spanish way, with what it saves", () => {
    renderWithIntl(
      <>
        <PriceTag price={{ priceCents: 2000, dealPriceCents: 1550 }} currency="EUR" />
        <StockBadge stock={1} />
      </>,
      { locale: "es", messages: { shop: esShop } },
    );
    expect(plain(screen.getByTestId("price-current").textContent)).toBe("15,50 €");
    expect(plain(screen.getByTestId("price-original").textContent)).toBe("Antes 20,00 €");
    expect(plain(screen.getByTestId("price-save").textContent)).toBe("Ahorras 4,50 €");
    expect(screen.getByTestId("stock-badge")).toHaveTextContent("1 disponible");
  });

  it("speaks Arabic and writes the Egyptian pound with its own sign", () => {
    renderWithIntl(
      <>
        <PriceTag price={{ priceCents: 2000, dealPriceCents: 1550 }} currency="EGP" />
        <StockBadge stock={0} />
      </>,
      { locale: "ar", messages: { shop: arShop } },
    );
    expect(screen.getByTestId("price-save")).toHaveTextContent(/^وفّر .*4\.50/);
    expect(screen.getByTestId("price-save")).toHaveTextContent("ج.م");
    expect(screen.getByTestId("price-original")).toHaveTextContent(/^السعر السابق/);
    expect(screen.getByTestId("stock-badge")).toHaveTextContent("نفد المخزون");
  });

  it("writes a yen price without decimals", () => {
    renderWithIntl(<PriceTag price={{ priceCents: 45000, dealPriceCents: null }} currency="JPY" />);
    expect(screen.getByTestId("price-current")).toHaveTextContent("¥450");
  });
});
