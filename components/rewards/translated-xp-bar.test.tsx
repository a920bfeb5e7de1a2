import { screen } from "@testing-library/react";
import de from "@/messages/de/card.json";
import { renderWithIntl } from "@/tests/support/intl";
import { TranslatedXpBar } from "./translated-xp-bar";

describe("the XP bar on the counter's and the owner's screens", () => {
  it("names itself and writes its figures in the reader's language", () => {
    // 1,234 XP: level 6 (lib/rewards/rules), part way to the next.
    renderWithIntl(<TranslatedXpBar xp={1234} />, { locale: "de", messages: { card: de } });
    expect(screen.getByRole("progressbar")).toHaveAccessibleName(/^Fortschritt Level \d+: \d+ %$/);
    expect(screen.getByTestId("xp-text").textContent).toMatch(/ XP$/);
    expect(screen.getByText(/^\d+ %$/)).toBeInTheDocument();
  });
});
