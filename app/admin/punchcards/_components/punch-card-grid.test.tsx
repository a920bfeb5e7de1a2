import { act, fireEvent, screen } from "@testing-library/react";
import { api } from "@/lib/http/fetcher";
import { DEFAULT_LOOK } from "@/components/rewards/program-card";
import arAdminCounter from "@/messages/ar/adminCounter.json";
import arCard from "@/messages/ar/card.json";
import esAdminCounter from "@/messages/es/adminCounter.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { type CardRow } from "./card-row";
import { PunchCardGrid } from "./punch-card-grid";

jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;
jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const opening = { size: 10, rewards: [{ at: 10, name: "Free coffee", handedOver: false }] };
const row = (fields: Partial<CardRow>): CardRow => ({
  id: "u1",
  username: "anna",
  name: "Anna",
  level: 3,
  xp: 1_250,
  punches: 3,
  isComplete: false,
  ...fields,
});

function grid(cards: CardRow[], locale: "en" | "es" | "ar" = "en") {
  const own = { es: esAdminCounter, ar: arAdminCounter, en: ENGLISH_MESSAGES.adminCounter };
  renderWithIntl(
    <PunchCardGrid
      initial={{ cards, hasMore: true }}
      opening={opening}
      look={DEFAULT_LOOK}
      shopName="Bean There"
    />,
    { locale, messages: { ...ENGLISH_MESSAGES, adminCounter: own[locale] } },
  );
}

describe("the punch cards", () => {
  it("in English", () => {
    grid([row({}), row({ id: "u2", username: "ben", punches: 10, isComplete: true })]);
    expect(screen.getAllByRole("progressbar")[0]).toHaveAccessibleName("3 of 10 punches");
    expect(screen.getByText("Complete!")).toBeInTheDocument();
    expect(screen.getAllByText("Level 3 · 1,250 XP")).toHaveLength(2);
    expect(screen.getByRole("button", { name: "Load more" })).toBeInTheDocument();
  });

  it("in Spanish: the search, the count of punches as a plural", () => {
    grid([row({})], "es");
    expect(screen.getByRole("textbox", { name: "Buscar clientes" })).toBeInTheDocument();
    expect(screen.getByRole("progressbar")).toHaveAccessibleName("3 de 10 sellos");
    expect(screen.getByText("Nivel 3 · 1250 XP")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cargar más" })).toBeInTheDocument();
  });

  it("in Arabic: the tier's name too, and the username keeps its own direction", () => {
    renderWithIntl(
      <PunchCardGrid
        initial={{ cards: [row({ level: 25 })], hasMore: false }}
        opening={opening}
        look={DEFAULT_LOOK}
        shopName="Bean There"
      />,
      {
        locale: "ar",
        messages: { ...ENGLISH_MESSAGES, adminCounter: arAdminCounter, card: arCard },
      },
    );
    expect(screen.getByTestId("tier-badge")).toHaveTextContent("ذهبي");
    // A Latin name cut to fit shows its beginning, not its end, on a right-to-left page.
    expect(screen.getByTitle("anna")).toHaveAttribute("dir", "auto");
  });

  it("in Arabic: an empty list", () => {
    grid([], "ar");
    expect(screen.getByText("لا يوجد عملاء بعد.")).toBeInTheDocument();
  });

  it("searches a quarter second after the last keystroke, once, with what was typed", async () => {
    jest.useFakeTimers();
    try {
      call.mockResolvedValue({ cards: [row({ id: "u9", username: "zoe" })], hasMore: false });
      grid([row({})]);
      const search = screen.getByRole("textbox", { name: "Search customers" });
      fireEvent.change(search, { target: { value: "z" } });
      fireEvent.change(search, { target: { value: "zo" } });
      await act(async () => {
        jest.advanceTimersByTime(249);
      });
      expect(call).not.toHaveBeenCalled();
      await act(async () => {
        jest.advanceTimersByTime(1);
      });
      expect(call).toHaveBeenCalledTimes(1);
      expect(call.mock.calls[0]![0]).toBe("/admin/punchcards?limit=48&offset=0&search=zo");
      expect(await screen.findByText("zoe")).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });
});
