import { act, fireEvent, screen } from "@testing-library/react";
import { DEFAULT_LOOK } from "@/components/rewards/program-card";
import { cardView, type CardState } from "@/lib/program/card";
import { renderWithIntl } from "@/tests/support/intl";
import { FreeTokenNote, UseFreeToken } from "./free-tokens-live";
import { CardDrawing } from "./card-drawing";
import { ENGLISH_INTL, englishWords } from "./english-props.test-support";
import { LiveCard } from "./live-figures";
import { RewardsDashboard } from "./rewards-dashboard";
import { TokenEntry } from "./token-entry";

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

const eight = [
  { at: 4, name: "Free cookie" },
  { at: 8, name: "Free coffee" },
];
const state = (s: Partial<CardState>): CardState => ({
  size: 8,
  punches: 0,
  rewards: eight,
  handed: 0,
  waiting: 0,
  ...s,
});
const summary = {
  username: "anna",
  name: "Anna",
  xp: 35,
  level: 1,
  punches: 7,
  isComplete: false,
  cycle: 0,
  freeTokens: [],
};
const contact = {
  username: "anna",
  owner: { handle: "@shop", url: "https://wa.me/1", app: "WhatsApp" },
  atCounter: true,
};

/** LiveCard loads the card's drawing once a token changed it: let that import settle. */
const cardCodeLoaded = () =>
  act(async () => {
    await import("./card-view");
  });

function renderDashboard(card: CardState) {
  renderWithIntl(
    <RewardsDashboard
      userId="u1"
      initial={summary}
      initialCard={cardView(card)}
      look={DEFAULT_LOOK}
      shopName="Bean There"
      intl={ENGLISH_INTL}
      words={englishWords(summary)}
    >
      <LiveCard
        initial={
          <CardDrawing
            card={cardView(card)}
            added={null}
            look={DEFAULT_LOOK}
            shopName="Bean There"
            terms=""
            contact={contact}
          />
        }
        look={DEFAULT_LOOK}
        shopName="Bean There"
        terms=""
        contact={contact}
      />
      <TokenEntry
        field={<input name="token-input" aria-label="Token" data-testid="token-input" />}
        scannerLoading={null}
      />
    </RewardsDashboard>,
  );
}

describe("the customer's card after a token", () => {
  it("a 3-punch token on 7 of 8: '+3', the card full, both rewards ready and +2 on the next card", async () => {
    renderDashboard(state({ punches: 7 }));
    expect(screen.getByTestId("punch-count")).toHaveTextContent("7 / 8");
    expect(screen.queryByTestId("punches-added")).toBeNull();
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("/token/use")
        ? ok({
            success: true,
            punches: 8,
            isComplete: true,
            xp: 50,
            level: 1,
            leveledUp: false,
            tokensIssued: [],
          })
        : ok({ ...cardView(state({ punches: 8, waiting: 2 })) }),
    );
    fireEvent.change(screen.getByTestId("token-input"), { target: { value: "tok" } });
    await act(async () => fireEvent.click(screen.getByTestId("add-punch")));
    await cardCodeLoaded();

    expect(fetchMock).toHaveBeenCalledWith("/api/punchcard/u1", expect.anything());
    expect(screen.getByTestId("punches-added")).toHaveTextContent("+3");
    expect(screen.getByTestId("punch-count")).toHaveTextContent("8 / 8");
    expect(screen.getByTestId("rewards-ready")).toHaveTextContent(
      "Ready for you: Free cookie, Free coffee",
    );
    expect(screen.getByTestId("next-card-punches")).toHaveTextContent("+2 on your next card");
    expect(screen.getByTestId("card-complete")).toHaveTextContent("Card Complete!");
    expect(screen.getByTestId("card-complete-counter")).toHaveTextContent(
      "Show this screen at the counter to collect your free cookie and your free coffee.",
    );
    expect(screen.getByTestId("redeem-status")).toHaveTextContent(
      "3 punches added. 8 of 8 punches.",
    );
  });

  it("a reward ready on a card not yet full says so, with the next one ahead", async () => {
    renderDashboard(state({ punches: 3 }));
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("/token/use")
        ? ok({
            success: true,
            punches: 6,
            isComplete: false,
            xp: 50,
            level: 1,
            leveledUp: false,
            tokensIssued: [],
          })
        : ok({ ...cardView(state({ punches: 6 })) }),
    );
    fireEvent.change(screen.getByTestId("token-input"), { target: { value: "tok" } });
    await act(async () => fireEvent.click(screen.getByTestId("add-punch")));
    await cardCodeLoaded();
    expect(screen.getByTestId("punches-added")).toHaveTextContent("+3");
    expect(screen.getByTestId("card-complete")).toHaveTextContent("Reward Ready!");
    expect(screen.getByTestId("punches-to-go")).toHaveTextContent(
      "2 more punches for a free coffee.",
    );
    expect(screen.queryByTestId("next-card-punches")).toBeNull();
  });

  it("keeps the redemption's own figures when the card cannot be read", async () => {
    renderDashboard(state({ punches: 1 }));
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("/token/use")
        ? ok({
            success: true,
            punches: 2,
            isComplete: false,
            xp: 10,
            level: 1,
            leveledUp: false,
            tokensIssued: [],
          })
        : Promise.reject(new TypeError("Failed to fetch")),
    );
    fireEvent.change(screen.getByTestId("token-input"), { target: { value: "tok" } });
    await act(async () => fireEvent.click(screen.getByTestId("add-punch")));
    await cardCodeLoaded();
    expect(screen.getByTestId("punch-count")).toHaveTextContent("2 / 8");
    expect(screen.queryByTestId("punches-added")).toBeNull();
    expect(screen.getByTestId("redeem-status")).toHaveTextContent("Punch added. 2 of 8 punches.");
  });
});

describe("a free token on a full card", () => {
  it("can still be used: its punch waits for the next card", () => {
    const initial = { ...summary, punches: 8, isComplete: true, freeTokens: ["free-1"] };
    renderWithIntl(
      <RewardsDashboard
        userId="u1"
        initial={initial}
        initialCard={cardView(state({ punches: 8 }))}
        look={DEFAULT_LOOK}
        shopName="Bean There"
        intl={ENGLISH_INTL}
        words={englishWords(initial)}
      >
        <p data-testid="note">
          <FreeTokenNote />
        </p>
        <UseFreeToken />
      </RewardsDashboard>,
    );
    expect(screen.getByTestId("use-free-token")).toBeEnabled();
    expect(screen.getByTestId("note")).toHaveTextContent(
      "A punch you add now waits for your next card.",
    );
  });
});

describe("the token's punches as the server counts them", () => {
  it("shows the redemption's own 'added' over what the card gained", async () => {
    renderDashboard(state({ punches: 2 }));
    fetchMock.mockImplementation((url: string) =>
      url.endsWith("/token/use")
        ? ok({
            success: true,
            punches: 4,
            isComplete: false,
            added: 3,
            xp: 15,
            level: 1,
            leveledUp: false,
            tokensIssued: [],
          })
        : // A hand-over between the two reads: the card gained less than the token gave.
          ok({ ...cardView(state({ punches: 4 })) }),
    );
    fireEvent.change(screen.getByTestId("token-input"), { target: { value: "tok" } });
    await act(async () => fireEvent.click(screen.getByTestId("add-punch")));
    await cardCodeLoaded();
    expect(screen.getByTestId("punches-added")).toHaveTextContent("+3");
  });
});
