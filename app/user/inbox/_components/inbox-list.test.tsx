import { act, fireEvent, screen, within } from "@testing-library/react";
import { InboxBell } from "@/components/inbox/inbox-bell";
import type { InboxItemView, InboxPage } from "@/lib/messaging/inbox";
import arCustomer from "@/messages/ar/customer.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { InboxList } from "./inbox-list";

jest.mock("@/components/ui/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
// The bell reads its count once the page is idle: at once here.
jest.mock("@/components/layout/use-idle", () => ({ useIdle: () => true }));

const fetchMock = jest.fn();
beforeEach(() => {
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
});

// jsdom has no Response: what the callers read of one.
function answer(body: unknown) {
  return Promise.resolve({ ok: true, status: 200, json: () => Promise.resolve(body) });
}

function message(id: number, fields: Partial<InboxItemView> = {}): InboxItemView {
  return {
    id,
    kind: "campaign",
    title: `Message ${id}`,
    body: "Come by this week",
    link: "/user/inbox",
    createdAt: "2026-11-20T10:00:00.000Z",
    readAt: null,
    ...fields,
  };
}

function page(messages: InboxItemView[], next: number | null = null): InboxPage {
  return { messages, unread: messages.filter((m) => m.readAt === null).length, next };
}

describe("InboxList", () => {
  it("shows the empty state when there is nothing", () => {
    renderWithIntl(<InboxList initial={page([])} />);
    expect(screen.getByTestId("inbox-empty")).toHaveTextContent("No messages yet");
  });

  it("lets the owner's words keep their own direction on a page of the other one", () => {
    renderWithIntl(
      <InboxList initial={page([message(1, { title: "Neu: Hafermilch.", body: "Ab Montag." })])} />,
      { locale: "ar", messages: { ...ENGLISH_MESSAGES, customer: arCustomer } },
    );
    expect(screen.getByTestId("inbox-message-title")).toHaveAttribute("dir", "auto");
    expect(screen.getByTestId("inbox-message-body")).toHaveAttribute("dir", "auto");
  });

  it("marks a message read on a tap, and the bell follows", async () => {
    fetchMock.mockImplementation((url: string) =>
      url.startsWith("/api/inbox?limit=0") ? answer({ unread: 2 }) : answer({ unread: 1 }),
    );
    renderWithIntl(
      <>
        <InboxBell />
        <InboxList initial={page([message(2), message(1, { link: "/user/dashboard" })])} />
      </>,
    );
    await act(async () => undefined);
    expect(screen.getByTestId("inbox-bell-count")).toHaveTextContent("2");

    const [first] = screen.getAllByTestId("inbox-message");
    await act(async () => {
      fireEvent.click(within(first!).getByRole("button"));
    });
    const read = fetchMock.mock.calls.find(([url]) => url === "/api/inbox/read");
    expect(JSON.parse(read![1].body as string)).toEqual({ ids: [2] });
    expect(first).not.toHaveAttribute("data-unread");
    expect(screen.getByTestId("inbox-bell-count")).toHaveTextContent("1");
    // A message about a screen is a link to it.
    expect(within(screen.getAllByTestId("inbox-message")[1]!).getByRole("link")).toHaveAttribute(
      "href",
      "/user/dashboard",
    );
  });

  it("marks all read, clears the bell, and pages to older messages", async () => {
    fetchMock.mockImplementation((url: string) => {
      if (url.startsWith("/api/inbox?before=1")) return answer(page([message(0)]));
      if (url.startsWith("/api/inbox?limit=0")) return answer({ unread: 2 });
      return answer({ unread: 0 });
    });
    renderWithIntl(
      <>
        <InboxBell />
        <InboxList initial={page([message(2), message(1)], 1)} />
      </>,
    );
    await act(async () => {
      fireEvent.click(screen.getByTestId("inbox-mark-all"));
    });
    expect(screen.queryByTestId("inbox-bell-count")).toBeNull();
    expect(screen.getByTestId("inbox-unread")).toHaveTextContent("Nothing unread");
    expect(screen.getAllByTestId("inbox-message").filter((m) => m.dataset.unread)).toEqual([]);

    await act(async () => {
      fireEvent.click(screen.getByTestId("inbox-older"));
    });
    expect(screen.getAllByTestId("inbox-message")).toHaveLength(3);
    expect(screen.queryByTestId("inbox-older")).toBeNull();
  });
});

describe("InboxList in Arabic", () => {
  const arabic = { ...ENGLISH_MESSAGES, customer: arCustomer };
  it.each([
    [1, "رسالة واحدة غير مقروءة"],
    [2, "رسالتان غير مقروءتين"],
    [3, "3 رسائل غير مقروءة"],
  ])("counts %i unread with Arabic's plural", (count, said) => {
    const messages = Array.from({ length: count }, (_, i) => message(i + 1));
    renderWithIntl(<InboxList initial={page(messages)} />, { locale: "ar", messages: arabic });
    expect(screen.getByTestId("inbox-unread")).toHaveTextContent(said);
    expect(screen.getByRole("region", { name: "الرسائل" })).toBeInTheDocument();
  });
});
