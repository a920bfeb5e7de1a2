import { screen } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import { RewardsHeader } from "./rewards-header";

// The header's live parts read the session and the card: only its name is looked at here.
jest.mock("@/components/inbox/inbox-bell", () => ({ InboxBell: () => null }));
jest.mock("@/components/layout/logout-button", () => ({ LogoutButton: () => null }));
jest.mock("./live-figures", () => ({ LiveLevel: () => null, LiveXpBar: () => null }));

describe("RewardsHeader", () => {
  it("shows a 50-character username whole, wrapping rather than cut, with it as the title too", () => {
    const username = "oat_flat_white_lover_from_the_corner_by_the_window";
    renderWithIntl(<RewardsHeader username={username} xp={0} />);
    const name = screen.getByTestId("dashboard-username");
    expect(name).toHaveTextContent(username);
    expect(name).toHaveAttribute("title", username);
    expect(name.className).not.toMatch(/\b(truncate|line-clamp-\d|overflow-hidden)\b/);
    expect(name).toHaveClass("wrap-anywhere");
  });
});
