import { act, fireEvent, render, screen } from "@testing-library/react";
import { api } from "@/lib/http/fetcher";
import { NewSheetDialog } from "./new-sheet-dialog";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

function open(maxTokenPunches: number) {
  render(
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
});
