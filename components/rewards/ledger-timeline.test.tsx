import { act, fireEvent, screen } from "@testing-library/react";
import arCard from "@/messages/ar/card.json";
import esCard from "@/messages/es/card.json";
import esInvite from "@/messages/es/adminInvite.json";
import esCommon from "@/messages/es/common.json";
import esErrors from "@/messages/es/errors.json";
import { notify } from "@/components/ui/toast";
import { api } from "@/lib/http/fetcher";
import { punchesLostNote } from "@/lib/rewards/staff-messages";
import { renderWithIntl } from "@/tests/support/intl";
import { LedgerTimeline, type TimelineEntry } from "./ledger-timeline";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

const base: TimelineEntry = {
  id: 1,
  reason: "token",
  punchDelta: 1,
  xpDelta: 5,
  createdAt: "2026-11-27T10:00:00.000Z",
  actor: null,
  token: null,
  code: null,
  reward: null,
  voidsEntryId: null,
  voidedBy: null,
  note: null,
  referral: null,
};
const entry = (change: Partial<TimelineEntry>): TimelineEntry => ({ ...base, ...change });

const spanish = {
  locale: "es" as const,
  messages: { card: esCard, common: esCommon, errors: esErrors },
};

beforeEach(() => jest.clearAllMocks());

describe("LedgerTimeline in Spanish", () => {
  it("names the punches an admin's clearing of an unfinished card lost, in the reader's words", () => {
    renderWithIntl(
      <LedgerTimeline
        userId="u1"
        initialPage={{
          entries: [
            entry({
              id: 13,
              reason: "card_reset",
              punchDelta: -4,
              xpDelta: 0,
              actor: { id: "a", username: "admin" },
              note: punchesLostNote(4),
            }),
          ],
          nextBefore: null,
          standing: [],
        }}
      />,
      spanish,
    );
    expect(screen.getByTestId("timeline-entry")).toHaveTextContent(
      "«4 sellos perdidos con la tarjeta sin terminar»",
    );
  });

  it("names each entry's reason and source, its change, and a block among them", () => {
    renderWithIntl(
      <LedgerTimeline
        userId="u1"
        initialPage={{
          entries: [
            entry({
              id: 12,
              reason: "admin_punch",
              punchDelta: 2,
              xpDelta: 0,
              actor: { id: "a", username: "admin" },
              note: "Un token perdido",
            }),
            entry({
              id: 11,
              reason: "token",
              token: { id: "t", batchId: "b", batchLabel: null, createdBy: null },
              createdAt: "2026-11-26T10:00:00.000Z",
            }),
          ],
          nextBefore: null,
          standing: [
            {
              id: 3,
              action: "block",
              createdAt: "2026-11-27T11:00:00.000Z",
              actor: { id: "a", username: "admin" },
            },
          ],
        }}
      />,
      spanish,
    );
    const [block] = screen.getAllByTestId("timeline-standing");
    expect(block).toHaveTextContent("Sellos bloqueados");
    expect(block).toHaveTextContent("Bloqueado");
    expect(block).toHaveTextContent("por admin");
    const [byHand, token] = screen.getAllByTestId("timeline-entry");
    expect(byHand).toHaveTextContent("Sello añadido a mano");
    expect(byHand).toHaveTextContent("«Un token perdido»");
    expect(byHand!.querySelector("[data-testid=entry-punches]")).toHaveTextContent("+2 sellos");
    expect(byHand!.querySelector("[data-testid=entry-xp]")).toBeNull();
    expect(token).toHaveTextContent("Token de sello");
    expect(token).toHaveTextContent("hoja «Sin nombre»");
    expect(token!.querySelector("[data-testid=entry-punches]")).toHaveTextContent("+1 sello");
    expect(token!.querySelector("[data-testid=entry-xp]")).toHaveTextContent("+5 XP");
  });

  it("says it in Spanish when there is nothing yet, and when an older page fails", async () => {
    const { unmount } = renderWithIntl(
      <LedgerTimeline userId="u1" initialPage={{ entries: [], nextBefore: null, standing: [] }} />,
      spanish,
    );
    expect(screen.getByTestId("timeline-empty")).toHaveTextContent("Aún no hay premios");
    unmount();

    call.mockRejectedValue(new Error("offline"));
    renderWithIntl(
      <LedgerTimeline userId="u1" initialPage={{ entries: [base], nextBefore: 1, standing: [] }} />,
      spanish,
    );
    expect(screen.getByTestId("timeline-more")).toHaveTextContent("Ver anteriores");
    await act(async () => fireEvent.click(screen.getByTestId("timeline-more")));
    expect(notify.error).toHaveBeenCalledWith("Error", expect.not.stringMatching(/^errors\./));
  });
});

describe("LedgerTimeline in Arabic", () => {
  it.each([
    [1, "+1 ختم"],
    [2, "+2 ختم"],
    [3, "+3 أختام"],
    [11, "+11 ختمًا"],
    [-3, "−3 أختام"],
  ])("writes a change of %i punches with Arabic's plural forms", (punchDelta, text) => {
    renderWithIntl(
      <LedgerTimeline
        userId="u1"
        initialPage={{ entries: [entry({ punchDelta })], nextBefore: null, standing: [] }}
      />,
      { locale: "ar", messages: { card: arCard } },
    );
    expect(screen.getByTestId("entry-punches")).toHaveTextContent(text);
  });

  it("names a referral bonus's invitation where the owner's ledger carries it, and words it plainly where it does not", () => {
    renderWithIntl(
      <LedgerTimeline
        userId="u1"
        initialPage={{
          entries: [
            entry({
              id: 22,
              reason: "referral_inviter",
              xpDelta: 0,
              referral: { inviter: "maria", friend: "theo" },
            }),
            entry({ id: 21, reason: "referral_friend", xpDelta: 0 }),
          ],
          nextBefore: null,
          standing: [],
        }}
      />,
      { ...spanish, messages: { ...spanish.messages, adminInvite: esInvite } },
    );
    expect(screen.getAllByTestId("entry-reason").map((r) => r.textContent)).toEqual([
      "Bono de invitación: theo volvió",
      esCard.ledger.reason.referralFriend,
    ]);
  });
});
