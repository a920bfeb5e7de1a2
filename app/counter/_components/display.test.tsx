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
  TOKEN_EXPIRED,
} from "@/lib/rewards/messages";
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
jest.mock("./display-token", () => ({
  REMEMBERED: 20,
  useCounterToken: () => ({
    token: { id: "shown-token", code: "ABCD2345", lifetimeMs: 600_000 },
    next: jest.fn(),
    wasShown: (id: string) => !id.startsWith("elsewhere"),
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

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

function renderDisplay() {
  render(<CounterDisplay shopName="Corner Café" publicSiteUrl={null} rewardName="coffee" />);
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
    ["expired or voided", "QR code expired", TOKEN_EXPIRED],
    ["cooldown", "Not yet", nextPunchIn(420)],
    ["daily maximum", "Not yet", DAILY_LIMIT_REACHED],
    ["blocked", "Earning paused", EARNING_BLOCKED],
    ["full card", CARD_COMPLETE_TITLE, CARD_COMPLETE_AT_COUNTER],
  ] as const;

  it.each(kinds)(
    "%s: says who and why over the QR, until the next scan or 20 s",
    async (_, title, reason) => {
      renderDisplay();
      play(() => stream.refused!(refused(title, reason)));
      expect(screen.getByTestId("counter-refused-name")).toHaveTextContent("jo***n");
      expect(screen.getByTestId("counter-refused-title")).toHaveTextContent(title);
      expect(screen.getByTestId("counter-refused-reason")).toHaveTextContent(reason);
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
