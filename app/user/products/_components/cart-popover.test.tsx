import { screen } from "@testing-library/react";
import { useRef } from "react";
import arShop from "@/messages/ar/shop.json";
import esShop from "@/messages/es/shop.json";
import { NO_FLAVOR, type CartItem } from "@/lib/catalog/cart";
import { renderWithIntl } from "@/tests/support/intl";
import { CartButton } from "./cart-button";
import { CartPopover } from "./cart-popover";

// Intl separates an amount from its sign with a no-break space in many languages.
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

// The panel is placed by Radix's popper, which watches sizes; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const cart: CartItem[] = [
  { productId: "p1", productName: "Mango", flavor: "Menta", quantity: 1, priceCents: 450 },
  { productId: "p2", productName: "Berry", flavor: NO_FLAVOR, quantity: 1, priceCents: 125 },
];

/** The panel open at the shop's cart button, as the shop renders them side by side. */
function OpenCart({ items }: { items: CartItem[] }) {
  const button = useRef<HTMLButtonElement>(null);
  return (
    <>
      <CartButton ref={button} cart={items} />
      <CartPopover
        anchor={button}
        id="cart-panel"
        cart={items}
        currency="EUR"
        onCartChange={jest.fn()}
        open
        onOpenChange={jest.fn()}
        onCheckout={jest.fn()}
      />
    </>
  );
}

function open(locale: "es" | "ar", messages: object, items = cart) {
  renderWithIntl(<OpenCart items={items} />, { locale, messages: { shop: messages } });
}

describe("the cart panel", () => {
  it("lists the lines and the total in Spanish, in euros", () => {
    open("es", esShop);
    expect(screen.getByRole("heading", { name: "Tu carrito" })).toBeInTheDocument();
    const lines = screen.getAllByTestId("cart-line");
    expect(plain(lines[0]!.textContent)).toContain("Menta · 1 × 4,50 €");
    expect(plain(lines[1]!.textContent)).toContain("Sin sabor · 1 × 1,25 €");
    expect(plain(screen.getByTestId("cart-total").textContent)).toBe("5,75 €");
    expect(screen.getByTestId("cart-button")).toHaveAccessibleName("Carrito, 2 artículos");
    expect(screen.getByTestId("checkout")).toHaveTextContent("Hacer pedido");
  });

  it("names the cart's count with Arabic's plural forms", () => {
    open("ar", arShop);
    expect(screen.getByTestId("cart-button")).toHaveAccessibleName("السلة، عنصران");
    expect(screen.getByTestId("cart-total")).toHaveTextContent("€");
    expect(screen.getAllByTestId("cart-line")[1]).toHaveTextContent("بدون نكهة");
  });

  it("says an empty Spanish cart is empty", () => {
    open("es", esShop, []);
    expect(screen.getByTestId("cart-empty")).toHaveTextContent("Tu carrito está vacío.");
    expect(screen.getByTestId("cart-button")).toHaveAccessibleName("Carrito, 0 artículos");
  });
});
