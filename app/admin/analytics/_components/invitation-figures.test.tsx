import { screen, within } from "@testing-library/react";
import type { ReferralAnalytics } from "@/lib/referrals/types";
import de from "@/messages/de/adminInvite.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl as render } from "@/tests/support/intl";
import { InvitationFigures } from "./invitation-figures";

const ANALYTICS: ReferralAnalytics = {
  months: [
    { month: "2026-09", joined: 0, cameBack: 0, rewarded: 0 },
    { month: "2026-10", joined: 4, cameBack: 3, rewarded: 2 },
    { month: "2026-11", joined: 1200, cameBack: 7, rewarded: 5 },
  ],
  topInviters: [
    { id: "u-maria", username: "maria", joined: 9, cameBack: 6 },
    { id: "u-theo", username: "theo", joined: 2, cameBack: 0 },
  ],
};

const rowText = (row: HTMLElement) =>
  Array.from(row.querySelectorAll("th, td"), (c) => c.textContent);

describe("the analytics' invitations", () => {
  it("counts each month's friends who joined, came back and were rewarded, oldest first, with a total", () => {
    render(<InvitationFigures analytics={ANALYTICS} />);
    const table = screen.getByTestId("invitation-months");
    expect(
      within(table)
        .getAllByRole("columnheader")
        .map((c) => c.textContent),
    ).toEqual(["Month", "Joined", "Came back", "Rewarded"]);
    expect(screen.getAllByTestId("invitation-month").map(rowText)).toEqual([
      ["Sep 2026", "0", "0", "0"],
      ["Oct 2026", "4", "3", "2"],
      ["Nov 2026", "1,200", "7", "5"],
    ]);
    expect(rowText(screen.getByTestId("invitation-total"))).toEqual(["Total", "1,204", "10", "7"]);
  });

  it("ranks the top inviters, each linking to their page", () => {
    render(<InvitationFigures analytics={ANALYTICS} />);
    const rows = screen.getAllByTestId("top-inviter");
    expect(rows.map(rowText)).toEqual([
      ["maria", "9", "6"],
      ["theo", "2", "0"],
    ]);
    expect(within(rows[0]!).getByRole("link", { name: "maria" })).toHaveAttribute(
      "href",
      "/admin/users/u-maria",
    );
  });

  it("says so when no friend has joined with an invitation", () => {
    render(
      <InvitationFigures
        analytics={{
          months: [{ month: "2026-11", joined: 0, cameBack: 0, rewarded: 0 }],
          topInviters: [],
        }}
      />,
    );
    expect(screen.getByTestId("invitation-figures-empty")).toHaveTextContent(
      "No friend has joined with an invitation yet.",
    );
    expect(screen.queryByTestId("invitation-months")).toBeNull();
  });

  it("writes months and numbers in German", () => {
    render(<InvitationFigures analytics={ANALYTICS} />, {
      locale: "de",
      messages: { ...ENGLISH_MESSAGES, adminInvite: de },
    });
    expect(rowText(screen.getAllByTestId("invitation-month")[2]!)).toEqual([
      "Nov. 2026",
      "1.200",
      "7",
      "5",
    ]);
    expect(screen.getByRole("heading", { name: "Die meisten Einladungen" })).toBeVisible();
  });
});
