import { act, fireEvent, screen, within } from "@testing-library/react";
import { createTranslator } from "next-intl";
import { asCardTranslate } from "@/components/rewards/card-words";
import { DEFAULT_LOOK } from "@/components/rewards/program-card";
import type { IntlProps } from "@/lib/i18n/intl-props";
import { cardView, DEFAULT_REWARDS, type CardState } from "@/lib/program/card";
import arCard from "@/messages/ar/card.json";
import esCard from "@/messages/es/card.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { CardDrawing } from "./card-drawing";
import { dashboardWords } from "./dashboard-words";
import { LiveCard } from "./live-figures";
import { ModeTabs } from "./mode-tabs";
import { RewardsDashboard } from "./rewards-dashboard";
import { TokenEntry } from "./token-entry";

// The dashboard in another language: the page's words (props, first load), the card drawn on
// the server and again after a token (its own provider), and the redemption's spoken line.

jest.mock("next/navigation", () => ({
  useRouter: () => ({ replace: jest.fn() }),
  usePathname: () => "/user/dashboard",
  useSearchParams: () => new URLSearchParams(),
}));
jest.mock("@/components/ui/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/components/inbox/unread-store", () => ({ refreshUnread: jest.fn() }));
jest.mock("@/components/pwa/saved-card", () => ({ saveCard: jest.fn() }));

const fetchMock = jest.fn();
const ok = (body: unknown) =>
  Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

const spanish = { ...ENGLISH_MESSAGES, card: esCard };
const arabic = { ...ENGLISH_MESSAGES, card: arCard };
const state = (s: Partial<CardState>): CardState => ({
  size: 10,
  punches: 0,
  rewards: DEFAULT_REWARDS,
  handed: 0,
  waiting: 0,
  ...s,
});
const summary = {
  username: "anna",
  name: "Anna",
  xp: 35,
  level: 1,
  punches: 6,
  isComplete: false,
  cycle: 0,
  freeTokens: [],
};
const contact = {
  username: "anna",
  owner: { handle: "@shop", url: "https://wa.me/1", app: "WhatsApp" },
  atCounter: true,
};

function renderSpanish(card: CardState) {
  const intl: IntlProps = { locale: "es", timeZone: "UTC", messages: spanish };
  const t = createTranslator({ locale: "es", messages: spanish, namespace: "card" });
  const drawing = { look: DEFAULT_LOOK, shopName: "Café Sol", terms: "", contact };
  renderWithIntl(
    <RewardsDashboard
      userId="u1"
      initial={summary}
      initialCard={cardView(card)}
      look={DEFAULT_LOOK}
      shopName="Café Sol"
      intl={intl}
      words={dashboardWords(asCardTranslate(t), summary)}
    >
      <LiveCard
        initial={<CardDrawing card={cardView(card)} added={null} {...drawing} />}
        {...drawing}
      />
      <TokenEntry
        field={<input name="token-input" aria-label="Código" data-testid="token-input" />}
        scannerLoading={null}
      />
    </RewardsDashboard>,
    { locale: "es", messages: spanish },
  );
}

describe("the dashboard in Spanish", () => {
  it("draws the card, its plural and the page's words in Spanish", () => {
    renderSpanish(state({ punches: 6 }));
    // The program's untouched default reward is named in the reader's language.
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "4 sellos más para un producto gratis.",
    );
    expect(screen.getByRole("list", { name: "6 de 10 sellos" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Escanear QR" })).toBeInTheDocument();
    expect(screen.getByTestId("add-punch")).toHaveTextContent("Añadir sello");
  });

  it("says one punch in the singular, and what a token of three added", async () => {
    renderSpanish(state({ punches: 9 }));
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "1 sello más para un producto gratis.",
    );
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("/token/use")
        ? ok({
            success: true,
            punches: 10,
            isComplete: true,
            added: 3,
            xp: 50,
            level: 1,
            leveledUp: false,
            tokensIssued: [],
          })
        : ok({ ...cardView(state({ punches: 10, waiting: 2 })) }),
    );
    fireEvent.change(screen.getByTestId("token-input"), { target: { value: "tok" } });
    await act(async () => fireEvent.click(screen.getByTestId("add-punch")));
    await act(async () => {
      await import("./card-view");
    });
    expect(screen.getByTestId("redeem-status")).toHaveTextContent(
      "3 sellos añadidos. 10 de 10 sellos.",
    );
    expect(screen.getByTestId("card-complete")).toHaveTextContent("¡Tarjeta completa!");
    expect(screen.getByTestId("card-complete-counter")).toHaveTextContent(
      "Muestra esta pantalla en el mostrador para recoger un producto gratis.",
    );
    expect(screen.getByTestId("next-card-punches")).toHaveTextContent("+2 en tu próxima tarjeta");
  });
});

describe("a reward's name on the card", () => {
  it("shows a name the owner wrote as written, the untouched default in the reader's words", () => {
    const rewards = [
      { at: 5, name: "Café gratis" },
      { at: 10, name: "Free product" },
    ];
    renderWithIntl(
      <CardDrawing
        card={cardView(state({ punches: 6, rewards }))}
        added={null}
        look={DEFAULT_LOOK}
        shopName="Café"
        terms=""
        contact={contact}
      />,
      { locale: "es", messages: spanish },
    );
    expect(screen.getAllByTestId("card-reward").map((r) => r.textContent)).toEqual([
      expect.stringContaining("Café gratis"),
      expect.stringContaining("Producto gratis"),
    ]);
    expect(screen.getByTestId("rewards-ready")).toHaveTextContent("Listo para ti: Café gratis");
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "4 sellos más para un producto gratis.",
    );
  });

  it("keeps SPEC.md's English words in English", () => {
    renderWithIntl(
      <CardDrawing
        card={cardView(state({ punches: 6 }))}
        added={null}
        look={DEFAULT_LOOK}
        shopName="Café"
        terms=""
        contact={contact}
      />,
    );
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "4 more punches for a free product.",
    );
  });
});

describe("the dashboard in Arabic", () => {
  it("uses Arabic's dual for two punches to go, and names the card in Arabic", () => {
    renderWithIntl(
      <CardDrawing
        card={cardView(state({ punches: 8 }))}
        added={null}
        look={DEFAULT_LOOK}
        shopName="مقهى"
        terms=""
        contact={contact}
      />,
      { locale: "ar", messages: arabic },
    );
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "بقي ختمان للحصول على منتج مجاني.",
    );
    expect(screen.getByRole("group", { name: "بطاقة الولاء من مقهى" })).toBeInTheDocument();
  });

  it("moves between tabs the reading way: the left arrow goes forward", () => {
    const onChange = jest.fn();
    const modes = [
      { value: "a", label: "أ" },
      { value: "b", label: "ب" },
      { value: "c", label: "ج" },
    ] as const;
    renderWithIntl(
      <div dir="rtl">
        <ModeTabs modes={modes} value="b" onChange={onChange} idBase="t" label="طريقة" />
      </div>,
      { locale: "ar", messages: arabic },
    );
    const tabs = within(screen.getByRole("tablist")).getAllByRole("tab");
    fireEvent.keyDown(tabs[1]!, { key: "ArrowLeft" });
    expect(onChange).toHaveBeenLastCalledWith("c");
    fireEvent.keyDown(tabs[1]!, { key: "ArrowRight" });
    expect(onChange).toHaveBeenLastCalledWith("a");
  });
});
