import { act, fireEvent, screen } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import { cardView } from "@/lib/program/card";
import arCard from "@/messages/ar/card.json";
import esCard from "@/messages/es/card.json";
import esCommon from "@/messages/es/common.json";
import esErrors from "@/messages/es/errors.json";
import { HandOverRewards } from "./hand-over-dialog";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

const rewards = [
  { at: 4, name: "Free cookie" },
  { at: 8, name: "Free coffee" },
];
const card = (punches: number, handed = 0, waiting = 0) =>
  cardView({ size: 8, punches, rewards, handed, waiting });

beforeEach(() => jest.clearAllMocks());

describe("HandOverRewards", () => {
  it("offers nothing before a reward is reached", () => {
    render(<HandOverRewards userId="u1" name="anna" card={card(3)} onDone={jest.fn()} />);
    expect(screen.queryByTestId("hand-over")).toBeNull();
  });

  it("hands over a reward after asking, and the card keeps its punches", async () => {
    const after = card(6, 0b01);
    call.mockResolvedValue({ card: after, closed: false });
    const onDone = jest.fn();
    render(<HandOverRewards userId="u1" name="anna" card={card(6)} onDone={onDone} />);
    expect(screen.getAllByTestId("hand-over")).toHaveLength(1);
    fireEvent.click(screen.getByTestId("hand-over"));
    expect(call).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toHaveTextContent(
      "Give them Free cookie. Their card keeps its 6 punches.",
    );
    await act(async () => fireEvent.click(screen.getByTestId("confirm-hand-over")));
    expect(call).toHaveBeenCalledWith("/users/u1/hand-over", {
      method: "POST",
      body: { index: 0 },
    });
    expect(notify.success).toHaveBeenCalledWith("Reward handed over", "Free cookie for anna.");
    expect(onDone).toHaveBeenCalledWith({ card: after, closed: false });
  });

  it("the card's last reward closes it: 'Punchcard Reset', and says the punches that wait", async () => {
    call.mockResolvedValue({ card: card(2), closed: true });
    render(<HandOverRewards userId="u1" name="anna" card={card(8, 0b01, 2)} onDone={jest.fn()} />);
    expect(screen.getAllByTestId("hand-over").map((b) => b.textContent)).toEqual([
      "Hand over Free coffee",
    ]);
    fireEvent.click(screen.getByTestId("hand-over"));
    expect(screen.getByRole("alertdialog")).toHaveTextContent(
      "their card is done and the next one starts with 2 punches.",
    );
    await act(async () => fireEvent.click(screen.getByTestId("confirm-hand-over")));
    expect(call).toHaveBeenCalledWith("/users/u1/hand-over", {
      method: "POST",
      body: { index: 1 },
    });
    expect(notify.success).toHaveBeenCalledWith("Punchcard Reset", "anna starts a new card");
  });

  it("a refusal (another staff member was quicker) stays in the dialog with its reason", async () => {
    call.mockRejectedValue(new ApiError("conflict", "This reward was already handed over"));
    const onDone = jest.fn();
    render(<HandOverRewards userId="u1" name="anna" card={card(8)} onDone={onDone} />);
    expect(screen.getAllByTestId("hand-over")).toHaveLength(2);
    fireEvent.click(screen.getAllByTestId("hand-over")[1]!);
    await act(async () => fireEvent.click(screen.getByTestId("confirm-hand-over")));
    expect(notify.error).toHaveBeenCalledWith("Error", "This reward was already handed over");
    expect(onDone).not.toHaveBeenCalled();
    expect(screen.getByRole("alertdialog")).toBeInTheDocument();
  });
});

describe("HandOverRewards in the reader's language", () => {
  const spanish = {
    locale: "es" as const,
    messages: { card: esCard, common: esCommon, errors: esErrors },
  };

  it("asks in Spanish, with the punches that wait as a plural: one punch", () => {
    render(
      <HandOverRewards userId="u1" name="ana" card={card(8, 0b01, 1)} onDone={jest.fn()} />,
      spanish,
    );
    expect(screen.getByTestId("hand-over")).toHaveTextContent("Entregar Free coffee");
    fireEvent.click(screen.getByTestId("hand-over"));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog).toHaveTextContent("¿Entregar Free coffee a ana?");
    expect(dialog).toHaveTextContent(
      "Dale Free coffee: su tarjeta está completa y la siguiente empieza con 1 sello.",
    );
  });

  it("says in Spanish that the card keeps its punches, and the toast when it is done", async () => {
    call.mockResolvedValue({ card: card(6, 0b01), closed: false });
    render(<HandOverRewards userId="u1" name="ana" card={card(6)} onDone={jest.fn()} />, spanish);
    fireEvent.click(screen.getByTestId("hand-over"));
    expect(screen.getByRole("alertdialog")).toHaveTextContent(
      "Dale Free cookie. Su tarjeta conserva sus 6 sellos.",
    );
    await act(async () => fireEvent.click(screen.getByTestId("confirm-hand-over")));
    expect(notify.success).toHaveBeenCalledWith("Premio entregado", "Free cookie para ana.");
  });

  it.each([
    [1, "ختم واحد"],
    [2, "ختمان"],
    [3, "3 أختام"],
  ])("writes the %i punches that wait with Arabic's plural forms", (waiting, punches) => {
    render(
      <HandOverRewards userId="u1" name="ana" card={card(8, 0b01, waiting)} onDone={jest.fn()} />,
      { locale: "ar", messages: { card: arCard } },
    );
    fireEvent.click(screen.getByTestId("hand-over"));
    expect(screen.getByRole("alertdialog")).toHaveTextContent(
      `سلّمه Free coffee: اكتملت بطاقته وتبدأ البطاقة التالية بـ${punches}.`,
    );
  });
});
