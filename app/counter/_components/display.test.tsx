import { act, screen } from "@testing-library/react";
import type { CounterEvent, CounterRefusal, RefusalReason } from "@/lib/counter/event";
import type { Locale } from "@/lib/i18n/locales";
import arCounter from "@/messages/ar/counter.json";
import esCounter from "@/messages/es/counter.json";
import {
  DAILY_LIMIT_REACHED,
  EARNING_BLOCKED,
  INVALID_TOKEN,
  INVALID_TOKEN_TITLE,
  nextPunchIn,
  TOKEN_EXPIRED,
} from "@/lib/rewards/messages";
import { english, ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { CounterDisplay } from "./display";

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

function refused(reason: RefusalReason, fields: Partial<CounterRefusal> = {}): CounterRefusal {
  return { tokenId: "shown-token", maskedName: "jo***n", reason, at: "", ...fields };
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

// The display speaks the shop's language: its words are the counter's catalogue in that language.
const IN: Partial<Record<Locale, Record<string, unknown>>> = {
  es: { ...ENGLISH_MESSAGES, counter: esCounter },
  ar: { ...ENGLISH_MESSAGES, counter: arCounter },
};

function renderDisplay(program = PROGRAM, locale: Locale = "en") {
  renderWithIntl(<CounterDisplay shopName="Corner Café" publicSiteUrl={null} program={program} />, {
    locale,
    messages: IN[locale] ?? ENGLISH_MESSAGES,
  });
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
  // The customer's own words for each refusal (lib/rewards/messages.ts), from the reason's code.
  const kinds = [
    ["used", refused("used"), english(INVALID_TOKEN_TITLE), english(INVALID_TOKEN)],
    ["expired or voided", refused("expired"), "QR code expired", english(TOKEN_EXPIRED)],
    ["cooldown", refused("cooldown", { waitSeconds: 420 }), "Not yet", english(nextPunchIn(420))],
    ["daily maximum", refused("dailyMax"), "Not yet", english(DAILY_LIMIT_REACHED)],
    ["blocked", refused("blocked"), "Earning paused", english(EARNING_BLOCKED)],
  ] as const;

  it.each(kinds)(
    "%s: says who and why over the QR, until the next scan or 20 s",
    async (_, refusal, title, reason) => {
      renderDisplay();
      play(() => stream.refused!(refusal));
      expect(screen.getByTestId("counter-refused-name")).toHaveTextContent("jo***n");
      expect(screen.getByTestId("counter-refused-title")).toHaveTextContent(title);
      expect(screen.getByTestId("counter-refused-reason")).toHaveTextContent(reason);
      expect(screen.getByTestId("counter-qr")).toBeInTheDocument();
      await wait(19_900);
      expect(screen.getByTestId("counter-refused")).toBeInTheDocument();
      await wait(100);
      expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();

      // The next scan takes its place at once.
      play(() => stream.refused!(refusal));
      play(() => stream.redeemed!(redeemed()));
      expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();
    },
  );

  it("shows the one who lost the race for a token, not the winner's own second scan", () => {
    renderDisplay();
    const won = redeemed({ tokenId: "shown-token", maskedName: "wi***r" });
    play(() => stream.redeemed!(won));
    play(() => stream.refused!(refused("used", { maskedName: "wi***r" })));
    expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();
    play(() => stream.refused!(refused("used", { maskedName: "lo***r" })));
    expect(screen.getByTestId("counter-refused-name")).toHaveTextContent("lo***r");
  });

  it("ignores another display's tokens", () => {
    renderDisplay();
    play(() => stream.refused!(refused("dailyMax", { tokenId: "elsewhere-1" })));
    expect(screen.queryByTestId("counter-refused")).not.toBeInTheDocument();
  });
});

describe("the cooldown's wait on the counter display", () => {
  it.each([30, 60, 61, 420, 3_600, 3_900, 7_260])(
    "%i s reads as the customer's own answer does",
    (seconds) => {
      renderDisplay();
      play(() => stream.refused!(refused("cooldown", { waitSeconds: seconds })));
      expect(screen.getByTestId("counter-refused-reason")).toHaveTextContent(
        english(nextPunchIn(seconds)),
      );
    },
  );
});

describe("the counter display in the shop's language", () => {
  it("Spanish: a refusal says who and why, with the wait as a plural", () => {
    renderDisplay(PROGRAM, "es");
    play(() => stream.refused!(refused("blocked")));
    expect(screen.getByTestId("counter-refused-title")).toHaveTextContent("Sellos en pausa");
    expect(screen.getByTestId("counter-refused-reason")).toHaveTextContent(
      "Los sellos están en pausa en tu cuenta. Habla con la tienda.",
    );
    play(() => stream.refused!(refused("cooldown", { waitSeconds: 60 })));
    expect(screen.getByTestId("counter-refused-title")).toHaveTextContent("Todavía no");
    expect(screen.getByTestId("counter-refused-reason")).toHaveTextContent(
      "Podrás sumar tu próximo sello en 1 minuto",
    );
    play(() => stream.refused!(refused("cooldown", { waitSeconds: 3_900 })));
    expect(screen.getByTestId("counter-refused-reason")).toHaveTextContent(
      "Podrás sumar tu próximo sello en 1 hora y 5 minutos",
    );
    expect(screen.getByText("Escanea para sumar tu sello")).toBeInTheDocument();
  });

  it("Spanish: a new customer, and a token of several punches", async () => {
    counterToken.punches = 3;
    renderDisplay({ ...PROGRAM, maxTokenPunches: 3 }, "es");
    expect(screen.getByTestId("counter-token-punches").parentElement).toHaveTextContent(
      "Escanea para sumar +3 sellos",
    );
    play(() => stream.redeemed!(redeemed({ isNew: true, maskedName: "ne***w", punches: 1 })));
    expect(screen.getByTestId("counter-new-customer")).toHaveTextContent("Cliente nuevo");
    expect(screen.getByTestId("counter-count")).toHaveTextContent("1 de 10");
    await wait(5_000);
    expect(screen.getByTestId("counter-welcome")).toHaveTextContent("Cliente nuevo ne***w");
  });

  it("Arabic: a new customer, a refusal and the token's punches, in Arabic plurals", async () => {
    const ar = new Intl.NumberFormat("ar");
    counterToken.punches = 3;
    renderDisplay({ ...PROGRAM, maxTokenPunches: 3 }, "ar");
    expect(screen.getByTestId("counter-token-punches").parentElement).toHaveTextContent(
      `امسح لتجمع +${ar.format(3)} أختام`,
    );
    play(() => stream.redeemed!(redeemed({ isNew: true, maskedName: "ne***w", punches: 1 })));
    expect(screen.getByTestId("counter-new-customer")).toHaveTextContent("عميل جديد");
    expect(screen.getByTestId("counter-count")).toHaveTextContent(
      `${ar.format(1)} من ${ar.format(10)}`,
    );
    await wait(5_000);
    expect(screen.getByTestId("counter-welcome")).toHaveTextContent("عميل جديد ne***w");
    // The masked name keeps its own direction inside the Arabic line.
    expect(screen.getByTestId("counter-welcome-name").tagName).toBe("BDI");

    play(() => stream.refused!(refused("cooldown", { waitSeconds: 120 })));
    expect(screen.getByTestId("counter-refused-title")).toHaveTextContent("ليس بعد");
    expect(screen.getByTestId("counter-refused-reason")).toHaveTextContent(
      "يمكنك جمع ختمك التالي بعد دقيقتين",
    );
    play(() => stream.refused!(refused("expired")));
    expect(screen.getByTestId("counter-refused-title")).toHaveTextContent("انتهت صلاحية رمز QR");
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
