import { renderHook } from "@testing-library/react";
import { NextIntlClientProvider } from "next-intl";
import de from "@/messages/de/adminCounter.json";
import deErrors from "@/messages/de/errors.json";
import { punchesLostNote } from "@/lib/rewards/staff-messages";
import { useEntryWords } from "./use-entry-words";

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

  it("says the punches an admin's clearing lost in the reader's words, an owner's reason as written", () => {
    const { result } = renderHook(() => useEntryWords(), {
      wrapper: ({ children }) => (
        <NextIntlClientProvider
          locale="de"
          messages={{ adminCounter: de, errors: deErrors }}
          timeZone="UTC"
        >
          {children}
        </NextIntlClientProvider>
      ),
    });
    const entry = { actorName: "owner", voidedBy: null };
    expect(result.current.detail({ ...entry, note: punchesLostNote(3) } as never)).toContain(
      "3 Stempel mit der unfertigen Karte verloren",
    );
    expect(result.current.detail({ ...entry, note: "Verloren" } as never)).toContain("Verloren");
  });
});
