import { act, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { renderWithIntl as render } from "@/tests/support/intl";
import { api } from "@/lib/http/fetcher";
import { CampaignForm } from "./campaign-form";
import { clock } from "./send-confirm";

const push = jest.fn();
jest.mock("next/navigation", () => ({
  useRouter: () => ({ push, refresh: jest.fn(), replace: jest.fn(), prefetch: jest.fn() }),
}));
jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

/** The audience answers 12 for everyone and 7 for anything else; a POST makes campaign c1. */
function server() {
  call.mockImplementation(async (path, init) => {
    if (path.startsWith("/campaigns/audience?"))
      return { customers: path.includes("kind=everyone") ? 12 : 7 };
    if (path === "/campaigns" && init?.method === "POST")
      return { campaign: { id: "c1", status: "sending", sendAt: new Date().toISOString() } };
    throw new Error(`unexpected ${path}`);
  });
}

// No quiet hours (start equals end) unless a test says otherwise.
const PROPS = {
  shopName: "Bean & Crumb",
  rewards: [{ at: 10, word: "coffee" }],
  quietHours: { timeZone: "UTC", quietStartMinutes: 0, quietEndMinutes: 0 },
};

// The count waits for the picker to rest (300 ms); a busy machine needs longer than 1 s.
const SLOW = { timeout: 5_000 };

const audiencePaths = () =>
  call.mock.calls.map(([path]) => path).filter((p) => p.startsWith("/campaigns/audience"));

beforeEach(server);
afterEach(() => {
  call.mockReset();
  push.mockReset();
});

function fill(testId: string, value: string) {
  fireEvent.change(screen.getByTestId(testId), { target: { value } });
}

describe("the new campaign form", () => {
  it("counts the customers of the segment picked, live", async () => {
    render(<CampaignForm {...PROPS} />);
    await waitFor(
      () => expect(screen.getByTestId("campaign-audience-count")).toHaveTextContent("12 customers"),
      SLOW,
    );
    fill("campaign-segment", "lapsed");
    expect(screen.getByTestId("campaign-days")).toHaveValue(28);
    await waitFor(
      () => expect(screen.getByTestId("campaign-audience-count")).toHaveTextContent("7 customers"),
      SLOW,
    );
    expect(audiencePaths()).toContain("/campaigns/audience?kind=lapsed&days=28");
    fill("campaign-segment", "tier");
    fill("campaign-tier", "Gold");
    await waitFor(
      () => expect(audiencePaths()).toContain("/campaigns/audience?kind=tier&tier=Gold"),
      SLOW,
    );
  });

  it("previews the message with the sample customer's values", () => {
    render(<CampaignForm {...PROPS} />);
    fill("campaign-title", "A {reward} for {name}");
    expect(screen.getByTestId("campaign-preview-title")).toHaveTextContent("A coffee for Maya");
  });

  it("names the number of customers before sending, then sends and opens the campaign", async () => {
    render(<CampaignForm {...PROPS} />);
    fill("campaign-title", "Half-price muffins");
    fill("campaign-body", "Today only, {name}.");
    fill("campaign-link", "/user/products");
    fill("campaign-segment", "lapsed");
    fill("campaign-days", "60");
    await act(async () => fireEvent.click(screen.getByTestId("campaign-review")));
    const dialog = await screen.findByTestId("campaign-confirm", {}, SLOW);
    expect(dialog).toHaveTextContent("It goes to 7 customers now");
    expect(screen.getByTestId("campaign-send")).toHaveTextContent("Send to 7 customers");
    expect(call.mock.calls.some(([, init]) => init?.method === "POST")).toBe(false);

    await act(async () => fireEvent.click(screen.getByTestId("campaign-send")));
    const post = call.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect(post[0]).toBe("/campaigns");
    expect(post[1]?.body).toEqual({
      title: "Half-price muffins",
      body: "Today only, {name}.",
      link: "/user/products",
      segment: { kind: "lapsed", days: 60 },
      sendAt: null,
    });
    expect(push).toHaveBeenCalledWith("/admin/messages/campaigns/c1");
  });

  it("refuses a blank title under its field, and a later send without a time", async () => {
    render(<CampaignForm {...PROPS} />);
    fill("campaign-body", "Hello");
    fill("campaign-when", "later");
    fill("campaign-send-at", "");
    await act(async () => fireEvent.click(screen.getByTestId("campaign-review")));
    expect(screen.getByTestId("campaign-title-error")).toHaveTextContent("Title is required");
    expect(screen.getByTestId("campaign-send-at-error")).toHaveTextContent(
      "Choose the date and time",
    );
    expect(screen.queryByTestId("campaign-confirm")).toBeNull();
  });

  it("schedules at the time picked, as an instant", async () => {
    render(<CampaignForm {...PROPS} />);
    fill("campaign-title", "Weekend");
    fill("campaign-body", "See you Saturday");
    fill("campaign-when", "later");
    const at = new Date(Date.now() + 2 * 86_400_000);
    at.setSeconds(0, 0);
    const pad = (n: number) => String(n).padStart(2, "0");
    fill(
      "campaign-send-at",
      `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`,
    );
    await act(async () => fireEvent.click(screen.getByTestId("campaign-review")));
    expect(await screen.findByTestId("campaign-send")).toHaveTextContent(
      "Schedule for 12 customers",
    );
    await act(async () => fireEvent.click(screen.getByTestId("campaign-send")));
    const post = call.mock.calls.find(([, init]) => init?.method === "POST")!;
    expect((post[1]?.body as { sendAt: Date }).sendAt).toEqual(at);
  });

  it("says when a message sent inside the quiet hours will go", async () => {
    // Quiet from this minute until two minutes before it tomorrow: now is inside them.
    const now = new Date();
    const minute = now.getUTCHours() * 60 + now.getUTCMinutes();
    const quietHours = {
      timeZone: "UTC",
      quietStartMinutes: minute,
      quietEndMinutes: (minute + 1438) % 1440,
    };
    render(<CampaignForm {...PROPS} quietHours={quietHours} />);
    fill("campaign-title", "Late news");
    fill("campaign-body", "Tomorrow");
    await act(async () => fireEvent.click(screen.getByTestId("campaign-review")));
    const dialog = await screen.findByTestId("campaign-confirm", {}, SLOW);
    expect(dialog).toHaveTextContent("That is inside the shop's quiet hours, so it goes at");
    // The title and the button say when it goes too: never "now".
    const end = new Date(Date.now() + 1438 * 60_000);
    end.setUTCSeconds(0, 0);
    const when = clock(end, "en");
    expect(within(dialog).getByRole("heading")).toHaveTextContent(`Send this campaign at ${when}?`);
    expect(dialog).not.toHaveTextContent("Send this campaign now?");
    expect(screen.getByTestId("campaign-send")).toHaveTextContent(
      `Send to 12 customers at ${when}`,
    );
  });
});
