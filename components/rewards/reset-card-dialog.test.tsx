import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { ResetCardDialog } from "./reset-card-dialog";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));

const call = api as jest.MockedFunction<typeof api>;

function deferred() {
  let resolve!: (value: unknown) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<unknown>((res, rej) => ((resolve = res), (reject = rej)));
  return { promise, resolve, reject };
}

function open(onReset: () => void | Promise<void>) {
  render(
    <ResetCardDialog
      userId="u1"
      name="alice"
      title="Reset alice's punch card?"
      description="The card goes back to 0 of 10 punches."
      confirmLabel="Reset Punchcard"
      confirmTestId="reset-card-confirm"
      testId="reset-card-dialog"
      onReset={onReset}
      trigger={<button type="button">Reset</button>}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Reset" }));
}

beforeEach(() => jest.clearAllMocks());

describe("ResetCardDialog", () => {
  it("resets the card, says 'Punchcard Reset' and closes, busy until the call ends", async () => {
    const reply = deferred();
    call.mockReturnValue(reply.promise);
    const onReset = jest.fn();
    open(onReset);
    fireEvent.click(screen.getByTestId("reset-card-confirm"));
    expect(call).toHaveBeenCalledWith("/punchcard/u1/reset", { method: "POST" });
    expect(screen.getByTestId("reset-card-dialog")).toHaveAttribute("aria-busy", "true");
    expect(screen.getByTestId("reset-card-confirm")).toBeDisabled();

    await act(async () => reply.resolve({}));
    expect(notify.success).toHaveBeenCalledWith("Punchcard Reset", "alice starts a new card");
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("reset-card-dialog")).toBeNull();
  });

  it("shows the server's refusal, keeps the card and stays open", async () => {
    call.mockRejectedValue(new ApiError("conflict", "This card is not complete yet"));
    const onReset = jest.fn();
    open(onReset);
    await act(async () => fireEvent.click(screen.getByTestId("reset-card-confirm")));
    expect(notify.error).toHaveBeenCalledWith("Error", "This card is not complete yet");
    expect(onReset).not.toHaveBeenCalled();
    expect(screen.getByTestId("reset-card-confirm")).toBeEnabled();
  });

  it("says 'Failed to reset punchcard' for a server error", async () => {
    call.mockRejectedValue(new ApiError("internal", "POST /punchcard/u1/reset failed"));
    open(jest.fn());
    await act(async () => fireEvent.click(screen.getByTestId("reset-card-confirm")));
    expect(notify.error).toHaveBeenCalledWith("Error", "Failed to reset punchcard");
  });

  it("closes after a reset even when refreshing the screen fails", async () => {
    call.mockResolvedValue({});
    open(() => Promise.reject(new Error("offline")));
    await act(async () => fireEvent.click(screen.getByTestId("reset-card-confirm")));
    expect(notify.success).toHaveBeenCalledTimes(1);
    expect(screen.queryByTestId("reset-card-dialog")).toBeNull();
  });
});
