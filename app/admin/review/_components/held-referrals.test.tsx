import { act, fireEvent, screen, within } from "@testing-library/react";
import { notify } from "@/components/ui/toast";
import type { HeldReferral } from "@/lib/referrals/types";
import de from "@/messages/de/adminInvite.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl as render } from "@/tests/support/intl";
import { HeldReferrals } from "./held-referrals";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const fetchMock = jest.fn();
beforeEach(() => {
  global.fetch = fetchMock as unknown as typeof fetch;
});
afterEach(() => jest.clearAllMocks());

const answer = (status: number, body: unknown) =>
  Promise.resolve({ ok: status < 400, status, json: () => Promise.resolve(body) });

const held = (id: string, reason: HeldReferral["reason"], extra: Partial<HeldReferral> = {}) =>
  ({
    id,
    reason,
    joinedAt: "2026-11-20T10:00:00.000Z",
    cameBackAt: "2026-11-23T09:30:00.000Z",
    inviter: { id: `inviter-${id}`, username: `maria${id}`, name: "Maria" },
    friend: { id: `friend-${id}`, username: `theo${id}`, name: "" },
    inviterPunches: 2,
    ...extra,
  }) satisfies HeldReferral;

const REASONS: [HeldReferral["reason"], string][] = [
  ["same_account", "Invited themselves: joined while signed in as the inviter"],
  [
    "same_passkey",
    "Invited themselves: the friend's passkey is on a device that holds the inviter's",
  ],
  [
    "same_browser",
    "Joined from a browser the inviter signed in on, or where another account already joined",
  ],
  ["address_chain", "Several friends joined from one address within an hour"],
  ["monthly_max", "Past the monthly maximum of rewarded invitations"],
  [
    "joined_before",
    "This username already joined in the last 180 days: no welcome or friend's bonus",
  ],
  ["blocked", "The inviter was blocked from earning when the friend came back"],
  ["return_voided", "The friend's return was voided after the inviter had spent the bonus"],
];

describe("the review queue's held invitation bonuses", () => {
  it("says who invited whom, each reason in words, when, and what approving gives", () => {
    render(
      <HeldReferrals
        initial={REASONS.map(([reason], i) =>
          held(String(i), reason, i === 0 ? { cameBackAt: null, inviterPunches: 1 } : {}),
        )}
      />,
    );
    const cards = screen.getAllByTestId("held-referral");
    expect(cards.map((c) => within(c).getByTestId("held-referral-reason").textContent)).toEqual(
      REASONS.map(([, words]) => words),
    );
    const first = within(cards[0]!);
    expect(first.getByTestId("held-referral-who")).toHaveTextContent("maria0 invited theo0");
    expect(first.getByRole("link", { name: "maria0" })).toHaveAttribute(
      "href",
      "/admin/users/inviter-0",
    );
    expect(first.getByRole("link", { name: "theo0" })).toHaveAttribute(
      "href",
      "/admin/users/friend-0",
    );
    expect(cards[0]).toHaveTextContent("Joined Nov 20, 2026");
    expect(cards[0]).toHaveTextContent("Not back yet");
    expect(cards[1]).toHaveTextContent("Came back Nov 23, 2026");
    expect(first.getByTestId("held-referral-gives")).toHaveTextContent(
      "Approving gives maria0 1 punch.",
    );
    expect(within(cards[1]!).getByTestId("held-referral-gives")).toHaveTextContent(
      "Approving gives maria1 2 punches.",
    );
  });

  it("approves with one call, says so, and takes the entry off the list", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { status: "rewarded" }));
    render(<HeldReferrals initial={[held("a", "monthly_max"), held("b", "address_chain")]} />);
    await act(async () => {
      fireEvent.click(screen.getAllByTestId("held-referral-approve")[0]!);
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/referrals/a/approve",
      expect.objectContaining({ method: "POST" }),
    );
    expect(notify.success).toHaveBeenCalledWith(
      "Bonus given",
      "mariaa got their invitation bonus.",
    );
    expect(screen.getAllByTestId("held-referral")).toHaveLength(1);
    expect(screen.getByTestId("held-referral")).toHaveAttribute("data-referral-id", "b");
  });

  it("asks before dismissing, then dismisses with one call; the last one leaves the empty state", async () => {
    fetchMock.mockReturnValueOnce(answer(200, { status: "dismissed" }));
    render(<HeldReferrals initial={[held("a", "same_browser")]} />);
    fireEvent.click(screen.getByTestId("held-referral-dismiss"));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent("Dismiss mariaa's bonus for inviting theoa?");
    expect(dialog).toHaveTextContent(
      "mariaa gets no bonus for this invitation. theoa keeps their own.",
    );
    expect(fetchMock).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(screen.getByTestId("confirm-held-dismiss"));
    });
    expect(fetchMock).toHaveBeenCalledWith(
      "/api/admin/referrals/a/dismiss",
      expect.objectContaining({ method: "POST" }),
    );
    expect(notify.success).toHaveBeenCalledWith(
      "Bonus dismissed",
      "mariaa gets no bonus for inviting theoa.",
    );
    expect(screen.queryByTestId("held-referral")).toBeNull();
    expect(screen.getByTestId("held-referrals-empty")).toHaveTextContent(
      "No held invitation bonuses",
    );
  });

  it("keeps the entry and says why when the server refuses", async () => {
    fetchMock.mockReturnValueOnce(
      answer(404, { error: "This invitation is not held.", code: "not_found" }),
    );
    render(<HeldReferrals initial={[held("a", "same_account")]} />);
    await act(async () => {
      fireEvent.click(screen.getByTestId("held-referral-approve"));
    });
    expect(notify.error).toHaveBeenCalledWith("Error", "This invitation is not held.");
    expect(screen.getByTestId("held-referral-approve")).toBeEnabled();
  });

  it("says when nothing waits", () => {
    render(<HeldReferrals initial={[]} />);
    expect(screen.getByTestId("held-referrals-empty")).toHaveTextContent(
      "No held invitation bonuses",
    );
    expect(screen.getByTestId("held-referrals-empty")).toHaveTextContent(
      "Bonuses that need your decision show here.",
    );
  });

  it("speaks German", () => {
    render(<HeldReferrals initial={[held("a", "monthly_max")]} />, {
      locale: "de",
      messages: { ...ENGLISH_MESSAGES, adminInvite: de },
    });
    expect(screen.getByTestId("held-referral-reason")).toHaveTextContent(de.reasons.monthly_max);
    expect(screen.getByTestId("held-referral-gives")).toHaveTextContent(
      "Genehmigen gibt mariaa 2 Stempel.",
    );
  });
});
