import { renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import de from "@/messages/de/adminCounter.json";
import { useEntryWords } from "./use-review-words";

describe("the review queue's words for a ledger entry", () => {
  it("name every reason the ledger has, the invitations' bonuses too", () => {
    const { result } = renderHook(() => useEntryWords(), {
      wrapper: ({ children }) => (
        <NextIntlClientProvider locale="de" messages={{ adminCounter: de }} timeZone="UTC">
          {children}
        </NextIntlClientProvider>
      ),
    });
    expect(result.current.entryLabel("referral_friend")).toBe(
      "Einladungsbonus (mit einer Einladung beigetreten)",
    );
    expect(result.current.entryLabel("referral_inviter")).toBe(
      "Einladungsbonus (ein Freund kam wieder)",
    );
    expect(result.current.entryLabel("carry")).toBe(de.review.entry.kind.carry);
  });
});
