import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import { api } from "@/lib/http/fetcher";
import esCounter from "@/messages/es/counter.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { NewSheetDialog } from "./new-sheet-dialog";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

function open(maxTokenPunches: number) {
  renderWithIntl(
    <NewSheetDialog
      open
      onClose={jest.fn()}
      onCreated={jest.fn()}
      staffTokensPerDay={null}
      maxTokenPunches={maxTokenPunches}
    />,
  );
}

beforeEach(() => {
  jest.clearAllMocks();
  call.mockResolvedValue({ id: "b1" });
});

describe("a new token sheet", () => {
  it("asks no punches when a token carries one at most, and sends one", async () => {
    open(1);
    expect(screen.queryByTestId("batch-punches")).toBeNull();
    await act(async () => fireEvent.submit(screen.getByTestId("batch-count").closest("form")!));
    expect(call).toHaveBeenCalledWith(
      "/token-batches",
      expect.objectContaining({ body: expect.objectContaining({ count: 30, punches: 1 }) }),
    );
  });

  it("offers 1 up to the program's most, and sends the punches chosen", async () => {
    open(3);
    const select = screen.getByTestId("batch-punches");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "1 punch",
      "2 punches",
      "3 punches",
    ]);
    fireEvent.change(select, { target: { value: "3" } });
    await act(async () => fireEvent.submit(select.closest("form")!));
    expect(call).toHaveBeenCalledWith(
      "/token-batches",
      expect.objectContaining({ body: expect.objectContaining({ punches: 3, count: 30 }) }),
    );
  });

  it("speaks the reader's Spanish: the punches as plurals, a staff member's allowance in one sentence", () => {
    renderWithIntl(
      <NewSheetDialog
        open
        onClose={jest.fn()}
        onCreated={jest.fn()}
        staffTokensPerDay={40}
        maxTokenPunches={3}
      />,
      { locale: "es", messages: { ...ENGLISH_MESSAGES, counter: esCounter } },
    );
    const select = screen.getByTestId("batch-punches");
    expect([...select.querySelectorAll("option")].map((o) => o.textContent)).toEqual([
      "1 sello",
      "2 sellos",
      "3 sellos",
    ]);
    expect(screen.getByRole("dialog")).toHaveTextContent(
      "Hojas del personal: hasta 40 sellos al día, que caducan en 90 días como máximo.",
    );
    expect(screen.getByText("Número de tokens")).toBeInTheDocument();
  });
});
