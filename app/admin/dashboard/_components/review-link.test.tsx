import { screen } from "@testing-library/react";
import arAdmin from "@/messages/ar/admin.json";
import esAdmin from "@/messages/es/admin.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { AdminTiles } from "./admin-tiles";
import { ReviewLink } from "./review-link";

describe("the dashboard", () => {
  it("counts flagged customers in Spanish, with its plural and grouping", () => {
    renderWithIntl(<ReviewLink count={1234} />, {
      locale: "es",
      messages: { ...ENGLISH_MESSAGES, admin: esAdmin },
    });
    expect(screen.getByTestId("review-link")).toHaveTextContent(
      "1234 clientes marcados para revisión",
    );
  });

  it.each([
    [0, "Nothing to review"],
    [1, "1 customer flagged for review"],
    [1234, "1,234 customers flagged for review"],
  ])("says %i in English", (count, text) => {
    renderWithIntl(<ReviewLink count={count} />);
    expect(screen.getByTestId("review-link")).toHaveTextContent(text);
  });

  it("names every screen's tile in Arabic", () => {
    renderWithIntl(<AdminTiles />, {
      locale: "ar",
      messages: { ...ENGLISH_MESSAGES, admin: arAdmin },
    });
    expect(screen.getByTestId("tile-users")).toHaveTextContent("المستخدمون");
    expect(screen.getByTestId("tile-import")).toHaveTextContent("استيراد العملاء");
    expect(screen.getByRole("navigation")).toHaveAccessibleName("شاشات الإدارة");
  });
});
