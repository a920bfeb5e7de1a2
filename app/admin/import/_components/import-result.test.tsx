import { screen } from "@testing-library/react";
import arAdmin from "@/messages/ar/admin.json";
import deAdmin from "@/messages/de/admin.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { ImportResult, type ImportedCustomer } from "./import-result";

const people = (count: number): ImportedCustomer[] =>
  Array.from({ length: count }, (_, i) => ({
    id: `id-${i}`,
    username: `guest${i}`,
    autoLoginUrl: i === 0 ? `https://shop.example/auto-login/${i}` : null,
  }));

describe("the import's result", () => {
  it.each([
    [1, "1 customer imported"],
    [3, "3 customers imported"],
  ])("counts %i in English", (count, text) => {
    renderWithIntl(<ImportResult users={people(count)} />);
    expect(screen.getByTestId("import-count")).toHaveTextContent(text);
  });

  it.each([
    [1, "1 Kunde importiert"],
    [3, "3 Kunden importiert"],
  ])("counts %i in German, with its own plural", (count, text) => {
    renderWithIntl(<ImportResult users={people(count)} />, {
      locale: "de",
      messages: { ...ENGLISH_MESSAGES, admin: deAdmin },
    });
    expect(screen.getByTestId("import-count")).toHaveTextContent(text);
    expect(screen.getByText("Links drucken")).toBeInTheDocument();
  });

  it.each([
    [1, "استُورد عميل واحد"],
    [2, "استُورد عميلان"],
    [3, "استُورد 3 عملاء"],
    [11, "استُورد 11 عميلًا"],
    [100, "استُورد 100 عميل"],
  ])("counts %i in Arabic, with its six plural forms", (count, text) => {
    renderWithIntl(<ImportResult users={people(count)} />, {
      locale: "ar",
      messages: { ...ENGLISH_MESSAGES, admin: arAdmin },
    });
    expect(screen.getByTestId("import-count")).toHaveTextContent(text);
  });
});
