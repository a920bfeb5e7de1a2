import { act, render, screen } from "@testing-library/react";
import { createTranslator } from "next-intl";
import arCommon from "@/messages/ar/common.json";
import { WithCommonWords } from "@/tests/support/common-words";
import frCommon from "@/messages/fr/common.json";
import { CommonWordsProvider } from "@/components/layout/common-words";
import { commonWordsIn } from "@/components/layout/common-words-server";
import { InboxBell } from "./inbox-bell";
import { setUnread } from "./unread-store";

// The bell reads the count once the page is idle; here the count is set by hand.
jest.mock("@/components/layout/use-idle", () => ({ useIdle: () => false }));
function bellIn(locale: "ar" | "fr", common: typeof arCommon, unread: number) {
  const t = createTranslator({ locale, messages: { common }, namespace: "common" });
  render(
    <CommonWordsProvider words={commonWordsIn(t, locale)}>
      <InboxBell />
    </CommonWordsProvider>,
  );
  act(() => setUnread(unread));
  return screen.getByTestId("inbox-bell");
}

describe("InboxBell's label", () => {
  it("is English in English, as SPEC.md says it", () => {
    render(
      <WithCommonWords>
        <InboxBell />
      </WithCommonWords>,
    );
    act(() => setUnread(0));
    expect(screen.getByTestId("inbox-bell")).toHaveAttribute("aria-label", "Inbox");
    act(() => setUnread(3));
    expect(screen.getByTestId("inbox-bell")).toHaveAttribute("aria-label", "Inbox, 3 unread");
  });

  it.each([
    [0, "صندوق الوارد"],
    [1, "صندوق الوارد، رسالة واحدة غير مقروءة"],
    [2, "صندوق الوارد، رسالتان غير مقروءتين"],
    [3, "صندوق الوارد، 3 رسائل غير مقروءة"],
    [11, "صندوق الوارد، 11 رسالة غير مقروءة"],
    [100, "صندوق الوارد، 100 رسالة غير مقروءة"],
  ])("takes Arabic's plural form for %i unread", (unread, label) => {
    expect(bellIn("ar", arCommon, unread)).toHaveAttribute("aria-label", label);
  });

  it("takes French's plural form", () => {
    expect(bellIn("fr", frCommon, 1)).toHaveAttribute("aria-label", "Boîte de réception, 1 non lu");
  });
});

describe("InboxBell's count", () => {
  // Label in name (WCAG 2.5.3): a link may show no words its name lacks. Arabic names one and
  // two unread in words, and the badge shows 99+ for more: drawn inside the link, the badge
  // put "1", "2" or "99+" in the link's text but not in its name.
  it.each([1, 2, 120])("is drawn beside the link, never inside it, at %i unread", (unread) => {
    const bell = bellIn("ar", arCommon, unread);
    const badge = screen.getByTestId("inbox-bell-count");
    expect(badge).toHaveTextContent(unread > 99 ? "99+" : String(unread));
    expect(bell).not.toContainElement(badge);
    expect(bell).toHaveTextContent("");
  });
});
