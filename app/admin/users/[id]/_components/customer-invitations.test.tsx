import { screen, within } from "@testing-library/react";
import type { CustomerReferralsView } from "@/lib/referrals/admin-queries";
import ar from "@/messages/ar/adminInvite.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl as render } from "@/tests/support/intl";
import { CustomerInvitations } from "./customer-invitations";

type Friend = CustomerReferralsView["invited"][number];
const friend = (username: string, status: Friend["status"], extra: Partial<Friend> = {}) =>
  ({
    id: `r-${username}`,
    friendId: `u-${username}`,
    username,
    joinedAt: "2026-11-20T10:00:00.000Z",
    status,
    holdReason: null,
    cameBack: status === "came_back" || status === "rewarded",
    ...extra,
  }) satisfies Friend;

describe("the customer page's invitations", () => {
  it("links to who invited them, and lists the friends they invited with each state", () => {
    render(
      <CustomerInvitations
        referrals={{
          invitedBy: { id: "u-maria", username: "maria", status: "rewarded" },
          invited: [
            friend("theo", "rewarded"),
            friend("ines", "joined"),
            friend("sam", "held", { holdReason: "address_chain", cameBack: true }),
            friend("kim", "came_back"),
            friend("lou", "dismissed", { holdReason: "same_browser" }),
          ],
        }}
      />,
    );
    const by = screen.getByTestId("customer-invited-by");
    expect(within(by).getByRole("link", { name: "maria" })).toHaveAttribute(
      "href",
      "/admin/users/u-maria",
    );
    expect(by).toHaveTextContent("Came back, bonus given");
    expect(screen.getByTestId("customer-invited-count")).toHaveTextContent("5 joined, 3 came back");
    const rows = screen.getAllByTestId("customer-invited-friend");
    expect(rows.map((r) => r.textContent)).toEqual([
      "theoJoined Nov 20, 2026Came back, bonus given",
      "inesJoined Nov 20, 2026Joined, not back yet",
      "samJoined Nov 20, 2026Several friends joined from one address within an hourBonus held for review",
      "kimJoined Nov 20, 2026Came back, no bonus due",
      "louJoined Nov 20, 2026Bonus dismissed",
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "theo" })).toHaveAttribute(
      "href",
      "/admin/users/u-theo",
    );
  });

  it("says when nobody invited them and they invited nobody", () => {
    render(<CustomerInvitations referrals={{ invitedBy: null, invited: [] }} />);
    expect(screen.getByTestId("customer-invited-by")).toHaveTextContent(
      "Joined without an invitation",
    );
    expect(screen.getByTestId("customer-invited")).toHaveTextContent(
      "No friend has joined with their invitation yet.",
    );
    expect(screen.queryByTestId("customer-invited-count")).toBeNull();
  });

  it("counts in Arabic with its plural forms", () => {
    render(
      <CustomerInvitations
        referrals={{
          invitedBy: null,
          invited: [friend("theo", "rewarded"), friend("ines", "joined")],
        }}
      />,
      { locale: "ar", messages: { ...ENGLISH_MESSAGES, adminInvite: ar } },
    );
    expect(screen.getByTestId("customer-invited-count")).toHaveTextContent("انضم اثنان، عاد واحد");
  });
});
