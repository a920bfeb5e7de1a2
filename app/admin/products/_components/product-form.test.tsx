import { act, fireEvent, screen } from "@testing-library/react";
import deCatalog from "@/messages/de/adminCatalog.json";
import { api } from "@/lib/http/fetcher";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { ProductForm } from "./product-form";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

afterEach(() => jest.clearAllMocks());

// The switch measures itself; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

function open(currency: string, options?: Parameters<typeof renderWithIntl>[1]) {
  renderWithIntl(
    <ProductForm
      editing={null}
      categories={[]}
      currency={currency}
      onSaved={jest.fn()}
      onCancel={jest.fn()}
    />,
    options,
  );
  type("p-name", "Matcha");
  type("p-description", "Green tea");
  type("p-stock", "3");
}

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByTestId("p-submit"));
  });
}

describe("the admin's product form in the shop's currency", () => {
  it("refuses a fraction of a yen under the price, and sends nothing", async () => {
    open("JPY");
    expect(screen.getByLabelText("Price (¥) *")).toHaveAttribute("step", "1");
    type("p-price", "450.5");
    await save();
    expect(screen.getByTestId("p-price")).toHaveAccessibleDescription(
      "Enter a whole amount: JPY has no decimals",
    );
    expect(call).not.toHaveBeenCalled();
  });

  it("sends a whole yen price as the API's number", async () => {
    call.mockResolvedValue({ id: "p1", name: "Matcha" });
    open("JPY");
    type("p-price", "450");
    await save();
    expect(call).toHaveBeenCalledWith(
      "/products",
      expect.objectContaining({ method: "POST", body: expect.objectContaining({ price: "450" }) }),
    );
  });

  it("keeps cents in dollars, as before, with SPEC's English labels", async () => {
    call.mockResolvedValue({ id: "p1", name: "Matcha" });
    open("USD");
    expect(screen.getByLabelText("Price ($) *")).toHaveAttribute("step", "0.01");
    expect(screen.getByLabelText("Deal Price ($, optional)")).toBeInTheDocument();
    type("p-price", "450.5");
    await save();
    expect(call).toHaveBeenCalled();
  });

  it("speaks German with the euro's sign", () => {
    open("EUR", { locale: "de", messages: { ...ENGLISH_MESSAGES, adminCatalog: deCatalog } });
    expect(screen.getByLabelText("Preis (€) *")).toBeInTheDocument();
    expect(screen.getByText("Felder mit * sind Pflichtfelder.")).toBeInTheDocument();
  });
});
