import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import { notify } from "@/components/ui/toast";
import { api } from "@/lib/http/fetcher";
import { ResetUserCard } from "./reset-user-card";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

beforeEach(() => jest.clearAllMocks());

function open(card: { punches: number; cardSize: number; waiting?: number }) {
  render(
    <ResetUserCard
      user={{ id: "u1", username: "alice", ...card }}
      onReset={jest.fn()}
      trigger={<button type="button">Reset Punchcard</button>}
    />,
  );
  fireEvent.click(screen.getByRole("button", { name: "Reset Punchcard" }));
}

describe("the admin's Reset Punchcard", () => {
  it("tells how many punches clearing an unfinished card loses, and sends that count as the confirmation", async () => {
    call.mockResolvedValue({ closed: true, punchesLost: 4 });
    open({ punches: 4, cardSize: 8 });
    expect(screen.getByTestId("reset-card-dialog")).toHaveTextContent(
      "This card is not finished: clearing it loses its 4 punches. The card goes back to 0 of 8 punches.",
    );
    await act(async () => fireEvent.click(screen.getByTestId("reset-card-confirm")));
    expect(call).toHaveBeenCalledWith("/punchcard/u1/reset", {
      method: "POST",
      body: { confirmLoss: 4 },
    });
    expect(notify.success).toHaveBeenCalledWith("Punchcard Reset", "alice starts a new card");
  });

  it("asks nothing more of a full card, and says when the card stays after an early reward", async () => {
    call.mockResolvedValue({ closed: false, handedOver: ["Free cookie"] });
    open({ punches: 8, cardSize: 8 });
    expect(screen.getByTestId("reset-card-dialog")).not.toHaveTextContent("not finished");
    await act(async () => fireEvent.click(screen.getByTestId("reset-card-confirm")));
    expect(call).toHaveBeenCalledWith("/punchcard/u1/reset", { method: "POST" });
    expect(notify.success).toHaveBeenCalledWith(
      "Reward handed over",
      expect.stringContaining("Free cookie"),
    );
  });
});
