import { fireEvent, screen } from "@testing-library/react";
import arCatalog from "@/messages/ar/adminCatalog.json";
import esCatalog from "@/messages/es/adminCatalog.json";
import type { CategoryDto } from "@/lib/catalog/types";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { CategoriesAdmin } from "./categories-admin";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const drinks: CategoryDto = {
  id: "c1",
  name: "Bebidas",
  description: null,
  productCount: 2,
  createdAt: "2026-11-27T10:00:00Z",
};
const product = (id: string, category: string | null) => ({
  id,
  name: `Producto ${id}`,
  imageUrl: "/placeholder.svg",
  category,
  hidden: false,
});

function open(locale: "es" | "ar", adminCatalog: object) {
  renderWithIntl(
    <CategoriesAdmin
      initialCategories={[drinks]}
      initialProducts={[product("1", "c1"), product("2", "c1"), product("3", null)]}
    />,
    { locale, messages: { ...ENGLISH_MESSAGES, adminCatalog } },
  );
}

it("names the categories in Spanish and counts what deleting one leaves behind", () => {
  open("es", esCatalog);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Categorías");
  expect(screen.getByRole("region", { name: "Productos sin categoría" })).toBeInTheDocument();
  fireEvent.click(screen.getByRole("button", { name: "Eliminar Bebidas" }));
  expect(screen.getByRole("alertdialog")).toHaveTextContent("¿Eliminar «Bebidas»?");
  expect(screen.getByRole("alertdialog")).toHaveTextContent(
    "Sus 2 productos siguen en la tienda, sin categoría. No se puede deshacer.",
  );
});

it("uses Arabic's dual for two products", () => {
  open("ar", arCatalog);
  fireEvent.click(screen.getByRole("button", { name: "حذف \u2068Bebidas\u2069" }));
  expect(screen.getByRole("alertdialog")).toHaveTextContent("يبقى منتجاها في المتجر بلا فئة.");
});
