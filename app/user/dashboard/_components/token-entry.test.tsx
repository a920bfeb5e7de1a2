import { act, fireEvent, render, screen } from "@testing-library/react";
import {
  CARD_COMPLETE,
  CARD_COMPLETE_TITLE,
  DAILY_LIMIT_REACHED,
  EARNING_BLOCKED,
  INVALID_TOKEN,
  INVALID_TOKEN_TITLE,
  nextPunchIn,
  TOKEN_EXPIRED,
} from "@/lib/rewards/messages";
import { notify as toast } from "@/components/ui/toast";
import { DEFAULT_LOOK } from "@/components/rewards/program-card";
import { cardView, DEFAULT_REWARDS } from "@/lib/program/card";
import { ENGLISH_INTL, englishWords } from "./english-props.test-support";
import { RewardsDashboard } from "./rewards-dashboard";
import { english } from "@/tests/support/english";
import { TokenEntry } from "./token-entry";

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
const notify = toast as unknown as Record<"error" | "warning", jest.Mock>;

beforeEach(() => {
  jest.useFakeTimers();
  notify.error.mockClear();
  notify.warning.mockClear();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.useRealTimers());

/** The server's refusal, as /api/token/use answers it. */
function refusal(status: number, code: string, error: string) {
  return Promise.resolve({ ok: false, status, json: () => Promise.resolve({ error, code }) });
}

const summary = {
  username: "anna",
  name: "Anna",
  xp: 0,
  level: 1,
  punches: 3,
  isComplete: false,
  cycle: 0,
  freeTokens: [],
};

function renderEntry() {
  render(
    <RewardsDashboard
      userId="u1"
      initial={summary}
      initialCard={cardView({
        size: 10,
        punches: 3,
        rewards: DEFAULT_REWARDS,
        handed: 0,
        waiting: 0,
      })}
      look={DEFAULT_LOOK}
      shopName="Bean There"
      intl={ENGLISH_INTL}
      words={englishWords(summary)}
    >
      <TokenEntry
        field={<input name="token-input" aria-label="Token" data-testid="token-input" />}
        scannerLoading={null}
      />
    </RewardsDashboard>,
  );
}

async function submit(token: string) {
  fireEvent.change(screen.getByTestId("token-input"), { target: { value: token } });
  await act(async () => {
    fireEvent.click(screen.getByTestId("add-punch"));
  });
}

describe("a refused token on the customer's phone", () => {
  const kinds = [
    ["used or unknown", 404, "not_found", INVALID_TOKEN_TITLE, INVALID_TOKEN],
    ["expired or voided", 410, "gone", "QR code expired", TOKEN_EXPIRED],
    ["cooldown", 429, "rate_limited", "Not yet", nextPunchIn(420)],
    ["daily maximum", 429, "rate_limited", "Not yet", DAILY_LIMIT_REACHED],
    ["blocked", 403, "forbidden", "Earning paused", EARNING_BLOCKED],
    ["full card", 409, "conflict", CARD_COMPLETE_TITLE, CARD_COMPLETE],
  ] as const;

  it.each(kinds)(
    "%s: stays with its reason until the customer dismisses it",
    async (_, status, code, title, message) => {
      fetchMock.mockImplementationOnce(() => refusal(status, code, message));
      renderEntry();
      await submit("some-token");
      const toastTitle = notify.error.mock.calls.concat(notify.warning.mock.calls).at(-1)?.[0];
      expect(english(String(toastTitle))).toBe(english(title));
      expect(said(screen.getByTestId("redeem-refusal-message"))).toContain(english(message));

      // Long after any toast is gone.
      await act(async () => jest.advanceTimersByTime(5 * 60_000));
      expect(screen.getByTestId("redeem-refusal")).toBeInTheDocument();

      fireEvent.click(screen.getByTestId("redeem-refusal-dismiss"));
      expect(screen.queryByTestId("redeem-refusal")).not.toBeInTheDocument();
    },
  );

  it("goes when the customer tries the next token", async () => {
    fetchMock.mockImplementationOnce(() => refusal(404, "not_found", INVALID_TOKEN));
    renderEntry();
    await submit("used-token");
    expect(screen.getByTestId("redeem-refusal")).toBeInTheDocument();
    fetchMock.mockImplementationOnce(() =>
      Promise.resolve({
        ok: true,
        status: 200,
        json: () =>
          Promise.resolve({
            success: true,
            punches: 4,
            isComplete: false,
            xp: 5,
            level: 1,
            leveledUp: false,
            tokensIssued: [],
          }),
      }),
    );
    await submit("next-token");
    expect(screen.queryByTestId("redeem-refusal")).not.toBeInTheDocument();
  });
});
