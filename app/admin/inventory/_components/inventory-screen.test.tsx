import { act, screen } from "@testing-library/react";
import esCatalog from "@/messages/es/adminCatalog.json";
import arCatalog from "@/messages/ar/adminCatalog.json";
import { api } from "@/lib/http/fetcher";
import type { InventoryDto } from "@/lib/catalog/types";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { InventoryScreen } from "./inventory-screen";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");

const item = {
  id: "i1",
  productName: "Mango",
  unitPrice: 3,
  quantity: 4,
  fillAmount: 1,
  sellPrice: 9,
  baseCost: 12,
  fillCost: 8.8,
  totalCost: 20.8,
  revenue: 36,
  profit: 15.2,
  createdAt: "2026-11-27T10:00:00Z",
};
const data: InventoryDto = {
  items: [item, { ...item, id: "i2" }],
  summary: {
    baseCost: 24,
    fillCost: 17.6,
    totalCost: 41.6,
    revenue: 72,
    profit: 30.4,
    margin: 42.2,
    healthyMargin: true,
  },
};

async function open(locale: "es" | "ar", adminCatalog: object) {
  call.mockResolvedValue(data);
  await act(async () => {
    renderWithIntl(<InventoryScreen currency="EUR" />, {
      locale,
      messages: { ...ENGLISH_MESSAGES, adminCatalog },
    });
  });
  await screen.findByTestId("inventory-summary");
}

it("shows the calculator in Spanish, in euros, with the items' count", async () => {
  await open("es", esCatalog);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Inventario");
  expect(screen.getByText("Artículos (2)")).toBeInTheDocument();
  expect(plain(screen.getByTestId("summary-profit").textContent)).toBe("30,40 €");
  expect(plain(screen.getByTestId("summary-margin").textContent)).toBe("42,2 % de margen");
  expect(screen.getByText(/^2,20\s€ por gramo$/)).toBeInTheDocument();
  expect(screen.getByLabelText("Precio unitario (€)")).toHaveAttribute("step", "0.01");
});

it("speaks Arabic", async () => {
  await open("ar", arCatalog);
  expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("المخزون");
  expect(screen.getByText("العناصر (2)")).toBeInTheDocument();
  expect(screen.getByTestId("summary-margin")).toHaveTextContent(/^هامش /);
});
