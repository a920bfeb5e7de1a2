import { screen, within } from "@testing-library/react";
import type { PeriodFigures } from "@/lib/analytics/types";
import de from "@/messages/de/adminSettings.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { FigureTiles } from "./figure-tiles";

const figures: PeriodFigures = {
  activeCustomers: 1204,
  newCustomers: 3,
  returningCustomers: 1,
  repeatRate: 0.5,
  punches: 2,
  codes: 1,
  cardsCompleted: 0,
  rewardsHandedOver: 0,
  averageDaysBetweenVisits: 1,
  levelUps: 0,
  levelUpTokensIssued: 0,
  levelUpTokensUsed: 0,
};
const previous: PeriodFigures = {
  ...figures,
  activeCustomers: 1000,
  averageDaysBetweenVisits: 2.5,
};

// Intl writes a no-break space between a number and "%" in German.
const plain = (text: string | null) => (text ?? "").replace(/[\u00a0\u202f]/g, " ");
const tile = (key: keyof PeriodFigures) => screen.getByTestId(`figure-${key}`);

describe("the analytics figures", () => {
  it("speak German: names, numbers, percent and days in its own way", () => {
    renderWithIntl(<FigureTiles figures={figures} previous={previous} />, {
      locale: "de",
      messages: { ...ENGLISH_MESSAGES, adminSettings: de },
    });
    expect(tile("activeCustomers")).toHaveTextContent("Aktive Kunden");
    expect(within(tile("activeCustomers")).getByTestId("figure-value")).toHaveTextContent("1.204");
    expect(plain(within(tile("repeatRate")).getByTestId("figure-value").textContent)).toBe("50 %");
    // 1.0 days with the form ICU picks for one, 2.5 with the plural.
    expect(within(tile("averageDaysBetweenVisits")).getByTestId("figure-value")).toHaveTextContent(
      "1,0 Tag",
    );
    expect(tile("averageDaysBetweenVisits")).toHaveTextContent("vs. 2,5 Tage davor");
    expect(plain(tile("activeCustomers").textContent)).toContain("20 % mehr");
  });

  it("read as before in English", () => {
    renderWithIntl(<FigureTiles figures={figures} previous={previous} />);
    expect(within(tile("activeCustomers")).getByTestId("figure-value")).toHaveTextContent("1,204");
    expect(within(tile("averageDaysBetweenVisits")).getByTestId("figure-value")).toHaveTextContent(
      "1.0 days",
    );
    expect(tile("averageDaysBetweenVisits")).toHaveTextContent("vs 2.5 days before");
    expect(tile("activeCustomers")).toHaveTextContent("up 20%");
  });
});
