import { act, render, screen } from "@testing-library/react";
import type { CounterEvent, CounterRefusal } from "@/lib/counter/event";
import {
  CARD_COMPLETE_AT_COUNTER,
  CARD_COMPLETE_TITLE,
  DAILY_LIMIT_REACHED,
  EARNING_BLOCKED,
  INVALID_TOKEN,
  INVALID_TOKEN_TITLE,
  nextPunchIn,
  refusalTitle,
  TOKEN_EXPIRED,
} from "@/lib/rewards/messages";
import { english } from "@/tests/support/english";
import { CounterDisplay } from "./display";

/**
 * What an element says, each text in English: the component may show a key of the `errors`
 * catalogue as it came (lib/ writes keys) or its words translated; both read the same here.
 */
function said(element: HTMLElement): string {
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  let text = "";
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    text += english(node.textContent ?? "");
  }
  return text.replace(/\s+/g, " ").trim();
}

// The stream and the token are the server's: the test plays the events the stream would carry.
const stream: {
  redeemed?: (event: CounterEvent) => void;
  refused?: (refusal: CounterRefusal) => void;
} = {};
jest.mock("./display-events", () => ({
  useCounterEvents: (
    redeemed: (event: CounterEvent) => void,
    refused: (refusal: CounterRefusal) => void,
  ) => {
    stream.redeemed = redeemed;
    stream.refused = refused;
    return "live";
  },
}));
const counterToken = { punches: 1, choose: jest.fn(), resetPunches: jest.fn() };
jest.mock("./display-token", () => ({
  REMEMBERED: 20,
  useCounterToken: () => ({
    token: {
      id: "shown-token",
      code: "ABCD2345",
      lifetimeMs: 600_000,
      punches: counterToken.punches,
    },
    next: jest.fn(),
    wasShown: (id: string) => !id.startsWith("elsewhere"),
    punchesOf: (id: string) => (id.startsWith("triple") ? 3 : 1),
    choose: counterToken.choose,
    resetPunches: counterToken.resetPunches,
  }),
}));
jest.mock("./display-wake-lock", () => ({ useWakeLock: () => undefined }));
jest.mock("./display-menu", () => ({ DisplayMenu: () => null }));
jest.mock("@/components/rewards/qr-image", () => ({
  QrImage: () => <span role="img" aria-label="Punch token QR code" />,
  punchTokenUrl: (_: string | null, id: string) => `https://shop.test/t/${id}`,
}));

let ledgerId = 100;
function redeemed(fields: Partial<CounterEvent> = {}): CounterEvent {
  ledgerId += 1;
  return {
    id: ledgerId,
    tokenId: `token-${ledgerId}`,
    userId: "u1",
    maskedName: "an***a",
    punches: 3,
    isComplete: false,
    isNew: false,
    at: new Date().toISOString(),
    ...fields,
  };
}

function refused(title: string, reason: string, fields: Partial<CounterRefusal> = {}) {
  return { tokenId: "shown-token", maskedName: "jo***n", title, reason, at: "", ...fields };
}

const play = (send: () => void) => act(send);
const wait = (ms: number) => act(() => jest.advanceTimersByTime(ms));

const fetchMock = jest.fn();
beforeEach(() => {
  jest.useFakeTimers();
  counterToken.punches = 1;
  fetchMock.mockReset();
  // No card to read unless a test gives one: the display keeps the event's figures.
  fetchMock.mockImplementation(() => Promise.reject(new TypeError("offline")));
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

const PROGRAM = { cardSize: 10, rewards: [{ at: 10, name: "Free coffee" }], maxTokenPunches: 1 };

function renderDisplay(program = PROGRAM) {
  render(<CounterDisplay shopName="Corner Café" publicSiteUrl={null} program={program} />);
}

describe("a new customer on the counter display", () => {
  it("stays at least 20 s, over the next QR, and until the next scan after that", async () => {
    renderDisplay();
    play(() => stream.redeemed!(redeemed({ isNew: true, maskedName: "ne***w", punches: 1 })));
    expect(screen.getByTestId("counter-new-customer")).toHaveTextContent("New customer");

    // The scan's own screen makes way for the next customer's QR; the greeting stays.
    await wait(5_000);
    expect(screen.queryByTestId("counter-redeemed")).not.toBeInTheDocument();
    expect(screen.getByTestId("counter-qr")).toBeInTheDocument();
    expect(screen.getByTestId("counter-welcome")).toHaveTextContent("New customer ne***w");
    await wait(14_900);
    expect(screen.getByTestId("counter-welcome")).toBeInTheDocument();
    // No one else scanned: it is still the news.
    await wait(60_000);
    expect(screen.getByTestId("counter-welcome")).toBeInTheDocument();

    play(() => stream.redeemed!(redeemed({ maskedName: "re***r" })));
    expect(screen.queryByTestId("counter-welcome")).not.toBeInTheDocument();
    expect(screen.getByTestId("counter-name")).toHaveTextContent("re***r");
  });

  it("stays beside a scan that comes sooner, until its 20 s are up", async () => {
    renderDisplay();
    play(() => stream.redeemed!(redeemed({ isNew: true, maskedName: "ne***w", punches: 1 })));
    await wait(3_000);
    play(() => stream.redeemed!(redeemed({ maskedName: "re***r" })));
    expect(screen.getByTestId("counter-name")).toHaveTextContent("re***r");
    expect(screen.getByTestId("counter-welcome")).toHaveTextContent("ne***w");
    await wait(16_900);
    expect(screen.getByTestId("counter-welcome")).toBeInTheDocument();
    await wait(100);
    expect(screen.queryByTestId("counter-welcome")).not.toBeInTheDocument();
  });
});

describe("a refused scan on the counter display", () => {
  const kinds = [
    ["used", INVALID_TOKEN_TITLE, INVALID_TOKEN],
    ["expired or voided", refusalTitle("gone")!, TOKEN_EXPIRED],
    ["cooldown", refusalTitle("rate_limited")!, nextPunchIn(420)],
    ["daily maximum", refusalTitle("rate_limited")!, DAILY_LIMIT_REACHED],
    ["blocked", refusalTitle("forbidden")!, EARNING_BLOCKED],
    ["full card", CARD_COMPLETE_TITLE, CARD_COMPLETE_AT_COUNTER],
  ] as const;

  it.each(kinds)(
    "%s: says who and why over the QR, until the next scan or 20 s",
    async (_, title, reason) => {
      renderDisplay();
      play(() => stream.refused!(refused(title, reason)));
      expect(screen.getByTestId("counter-refused-name")).toHaveTextContent("jo***n");
      expect(said(screen.getByTestId("counter-refused-title"))).toBe(english(title));
      expect(said(screen.getByTestId("counter-refused-reason"))).toBe(english(reason));
      expect(screen.getByTestId("counter-qr")).toBeInTheDocument();
      await wait(19_900);
      expect(screen.getByTestId("counter-refused")).toBeInTheDocument();
      await wait(100);
      expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();

      // The next scan takes its place at once.
      play(() => stream.refused!(refused(title, reason)));
      play(() => stream.redeemed!(redeemed()));
      expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();
    },
  );

  it("shows the one who lost the race for a token, not the winner's own second scan", () => {
    renderDisplay();
    const won = redeemed({ tokenId: "shown-token", maskedName: "wi***r" });
    play(() => stream.redeemed!(won));
    play(() =>
      stream.refused!(refused(INVALID_TOKEN_TITLE, INVALID_TOKEN, { maskedName: "wi***r" })),
    );
    expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();
    play(() =>
      stream.refused!(refused(INVALID_TOKEN_TITLE, INVALID_TOKEN, { maskedName: "lo***r" })),
    );
    expect(screen.getByTestId("counter-refused-name")).toHaveTextContent("lo***r");
  });

  it("ignores another display's tokens", () => {
    renderDisplay();
    play(() =>
      stream.refused!(refused("Not yet", DAILY_LIMIT_REACHED, { tokenId: "elsewhere-1" })),
    );
    expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();
  });
});

describe("a token of several punches on the counter display", () => {
  const ok = (body: unknown) =>
    Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
  const eight = [
    { at: 4, name: "Free cookie", handedOver: false },
    { at: 8, name: "Free coffee", handedOver: false },
  ];
  const program = { cardSize: 8, rewards: [eight[0]!, eight[1]!], maxTokenPunches: 3 };

  it("offers 1 up to the program's most, and shows the chosen token as '+3'", () => {
    counterToken.punches = 3;
    renderDisplay(program);
    expect(screen.getByTestId("counter-token-punches")).toHaveTextContent("+3");
    expect(screen.getByRole("button", { name: "3" })).toHaveAttribute("aria-pressed", "true");
    expect(screen.getAllByRole("button", { name: /^[0-9]$/ })).toHaveLength(3);
    act(() => screen.getByRole("button", { name: "1" }).click());
    expect(counterToken.choose).toHaveBeenCalledWith(1);
  });

  it("has no chooser when a token carries one punch at most", () => {
    renderDisplay();
    expect(screen.queryByTestId("token-punches")).not.toBeInTheDocument();
    expect(screen.queryByTestId("counter-token-punches")).not.toBeInTheDocument();
  });

  it("after a 3-punch token: '+3', the card, one hand-over per reward waiting, each asking first", async () => {
    fetchMock.mockImplementation((url: string, init?: RequestInit) => {
      if (url === "/api/punchcard/u1")
        return ok({ punches: 8, isComplete: true, size: 8, rewards: eight, waiting: 2 });
      if (url === "/api/users/u1/hand-over") {
        const { index } = JSON.parse(String(init?.body)) as { index: number };
        const rewards = eight.map((r, i) => ({ ...r, handedOver: i === index }));
        return ok({
          card: { size: 8, punches: 8, rewards, waiting: 2, isComplete: true },
          closed: false,
        });
      }
      return Promise.reject(new Error(url));
    });
    renderDisplay(program);
    await act(async () =>
      stream.redeemed!(redeemed({ tokenId: "triple-1", punches: 8, isComplete: true })),
    );
    expect(counterToken.resetPunches).toHaveBeenCalled();
    expect(screen.getByTestId("counter-added")).toHaveTextContent("+3");
    expect(screen.getByTestId("counter-count")).toHaveTextContent("8 of 8");
    expect(screen.getByTestId("counter-next-card")).toHaveTextContent("+2 on your next card");
    const buttons = screen.getAllByTestId("hand-over");
    expect(buttons.map((b) => b.textContent)).toEqual([
      "Hand over Free cookie",
      "Hand over Free coffee",
    ]);

    await act(async () => buttons[0]!.click());
    expect(screen.getByRole("alertdialog")).toHaveTextContent("Hand over Free cookie to an***a?");
    expect(screen.getByRole("alertdialog")).toHaveTextContent("Their card keeps its 8 punches.");
    await act(async () => screen.getByTestId("confirm-hand-over").click());
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/users/u1/hand-over",
      expect.objectContaining({ method: "POST", body: JSON.stringify({ index: 0 }) }),
    );
    // The coffee still waits: the screen stays with its one button.
    expect(screen.getAllByTestId("hand-over").map((b) => b.textContent)).toEqual([
      "Hand over Free coffee",
    ]);
  });

  it("reads the card again for the same customer's next scan", async () => {
    let punches = 2;
    fetchMock.mockImplementation(() =>
      ok({ punches, isComplete: false, size: 8, rewards: eight, waiting: 0 }),
    );
    renderDisplay(program);
    await act(async () => stream.redeemed!(redeemed({ punches: 2 })));
    expect(screen.getByTestId("counter-count")).toHaveTextContent("2 of 8");
    punches = 5;
    await act(async () => stream.redeemed!(redeemed({ tokenId: "triple-2", punches: 5 })));
    expect(screen.getByTestId("counter-count")).toHaveTextContent("5 of 8");
    expect(screen.getAllByTestId("hand-over").map((b) => b.textContent)).toEqual([
      "Hand over Free cookie",
    ]);
  });

  it("takes the token's punches from the event where the server sends them", async () => {
    renderDisplay(program);
    const event = { ...redeemed({ tokenId: "plain-1", punches: 2 }), added: 2, size: 8 };
    await act(async () => stream.redeemed!(event));
    expect(screen.getByTestId("counter-added")).toHaveTextContent("+2");
    expect(screen.getByTestId("counter-count")).toHaveTextContent("2 of 8");
  });
});
