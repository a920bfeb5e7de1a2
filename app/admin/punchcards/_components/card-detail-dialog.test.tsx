import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import { DEFAULT_LOOK } from "@/components/rewards/program-card";
import { cardView, DEFAULT_REWARDS } from "@/lib/program/card";
import { CardDetailDialog } from "./card-detail-dialog";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
const ok = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });

const long = [
  { at: 15, name: "Free strudel" },
  { at: 30, name: "Free coffee" },
];
const row = {
  id: "u1",
  username: "anna",
  name: "Anna",
  level: 1,
  xp: 0,
  punches: 17,
  isComplete: false,
  card: cardView({ size: 30, punches: 17, rewards: long, handed: 0, waiting: 0 }),
};

function open(answer: unknown, onChanged = jest.fn()) {
  fetchMock.mockImplementation(() => ok(answer));
  return act(async () => {
    renderWithIntl(
      <CardDetailDialog
        row={row}
        opening={{
          size: 10,
          rewards: cardView({
            size: 10,
            punches: 0,
            rewards: DEFAULT_REWARDS,
            handed: 0,
            waiting: 0,
          }).rewards,
        }}
        look={DEFAULT_LOOK}
        shopName="Bean There"
        onClose={jest.fn()}
        onChanged={onChanged}
      />,
    );
  });
}

describe("the punch card dialog", () => {
  it("keeps the row's own card where the card's answer lacks its size and rewards", async () => {
    await open({ punches: 17, isComplete: false });
    expect(fetchMock).toHaveBeenCalledWith("/api/punchcard/u1", expect.anything());
    expect(screen.getByTestId("dialog-punches")).toHaveTextContent("17 / 30");
    expect(screen.getByTestId("hand-over")).toHaveTextContent("Hand over Free strudel");
  });

  it("shows the card as read, with the punches waiting for the next card", async () => {
    const read = cardView({ size: 30, punches: 30, rewards: long, handed: 1, waiting: 2 });
    await open(read);
    expect(screen.getByTestId("dialog-punches")).toHaveTextContent("30 / 30");
    expect(screen.getByTestId("next-card-punches")).toHaveTextContent("+2 on your next card");
    expect(screen.getByTestId("hand-over")).toHaveTextContent("Hand over Free coffee");
    expect(screen.getByRole("dialog")).toHaveTextContent("Handed over");
  });

  it("after a reset, lists the next card as the reset answered it, with the punches that waited", async () => {
    const full = cardView({ size: 30, punches: 30, rewards: long, handed: 0, waiting: 2 });
    const onChanged = jest.fn();
    await open(full, onChanged);
    const next = cardView({
      size: 10,
      punches: 2,
      rewards: DEFAULT_REWARDS,
      handed: 0,
      waiting: 0,
    });
    fetchMock.mockImplementation((url: string) =>
      ok(url.endsWith("/reset") ? { card: next, handedOver: [] } : next),
    );
    fireEvent.click(screen.getByTestId("reset-punchcard"));
    // The reset says what it does in the admin's words (a catalogue key, shown translated).
    expect(
      await screen.findByText(
        "Every reward waiting is handed over and the next card starts with the 2 punches waiting.",
      ),
    ).toBeInTheDocument();
    await act(async () => fireEvent.click(await screen.findByTestId("confirm-reset")));
    expect(fetchMock).toHaveBeenCalledWith("/api/punchcard/u1/reset", expect.anything());
    expect(onChanged).toHaveBeenLastCalledWith(
      expect.objectContaining({ punches: 2, isComplete: false, card: next }),
    );
  });
});
