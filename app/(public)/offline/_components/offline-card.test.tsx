import { screen } from "@testing-library/react";
import de from "@/messages/de/card.json";
import dePublic from "@/messages/de/public.json";
import { renderWithIntl } from "@/tests/support/intl";
import { OfflineCard } from "./offline-card";

const SAVED_KEY = "punchcard:card";

describe("the offline page's saved card", () => {
  afterEach(() => localStorage.clear());

  it("draws the card in the reader's language", () => {
    localStorage.setItem(
      SAVED_KEY,
      JSON.stringify({
        username: "maya",
        punches: 7,
        isComplete: false,
        xp: 120,
        shopName: "Café Sol",
        savedAt: "2026-11-27T10:00:00.000Z",
      }),
    );
    renderWithIntl(<OfflineCard />, { locale: "de", messages: { card: de, public: dePublic } });
    expect(screen.getByRole("group", { name: "Treuekarte von Café Sol" })).toBeInTheDocument();
    expect(screen.getAllByLabelText("7 von 10 Stempeln").length).toBeGreaterThan(0);
    expect(screen.getByText("Deine Kundenkarte")).toBeInTheDocument();
  });
});
