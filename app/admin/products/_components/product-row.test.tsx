import { screen } from "@testing-library/react";
import esCatalog from "@/messages/es/adminCatalog.json";
import esShop from "@/messages/es/shop.json";
import type { ProductDto } from "@/lib/catalog/types";
import { renderWithIntl } from "@/tests/support/intl";
import { ProductRow } from "./product-row";

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

const product = {
  id: "p1",
  name: "Churros",
  imageUrl: "/placeholder.svg",
  images: ["/uploads/a", "/uploads/b"],
  flavors: ["Canela"],
  stock: 4,
  category: null,
  categoryName: null,
  price: 6,
  dealPrice: 4.5,
  hidden: true,
} as unknown as ProductDto;

it("lists a product in Spanish, in euros, with its counts' plurals", () => {
  renderWithIntl(
    <ul>
      <ProductRow
        product={product}
        currency="EUR"
        busy={false}
        onToggleHidden={jest.fn()}
        onEdit={jest.fn()}
        onDelete={jest.fn()}
      />
    </ul>,
    { locale: "es", messages: { adminCatalog: esCatalog, shop: esShop } },
  );
  const row = screen.getByTestId("admin-product-row");
  expect(plain(row.textContent)).toContain("4,50 €6,00 €");
  expect(screen.getByTestId("hidden-badge")).toHaveTextContent("Oculto");
  expect(screen.getByTestId("gallery-count")).toHaveTextContent("2 en la galería");
  expect(row).toHaveTextContent("1 sabor");
  expect(screen.getByTestId("stock-badge")).toHaveTextContent("4 disponibles");
  expect(screen.getByTestId("toggle-hidden")).toHaveTextContent("Mostrar");
});
