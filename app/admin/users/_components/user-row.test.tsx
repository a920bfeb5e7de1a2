import { screen, within } from "@testing-library/react";
import arAdmin from "@/messages/ar/admin.json";
import deAdmin from "@/messages/de/admin.json";
import enAdmin from "@/messages/en/admin.json";
import esAdmin from "@/messages/es/admin.json";
import frAdmin from "@/messages/fr/admin.json";
import ptAdmin from "@/messages/pt-BR/admin.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import type { ListedUser } from "./types";
import { UserRow } from "./user-row";

const german = { ...ENGLISH_MESSAGES, admin: deAdmin };
const arabic = { ...ENGLISH_MESSAGES, admin: arAdmin };

const customer: ListedUser = {
  id: "0a1b2c3d-0000-4000-8000-000000000001",
  username: "maya",
  name: "Maya Lind",
  role: "user",
  level: 12,
  xp: 20615,
  createdAt: "2026-10-01T09:00:00.000Z",
  punches: 3,
  isComplete: false,
  cardSize: 10,
  waiting: 2,
};

function row(user: ListedUser, options: Parameters<typeof renderWithIntl>[1]) {
  renderWithIntl(
    <ul>
      <UserRow user={user} isSelf openingSize={10} onChanged={() => {}} />
    </ul>,
    options,
  );
  return screen.getByTestId("user-row");
}

describe("a row of the customers list", () => {
  it("speaks German: role, level, XP with German grouping, the card's slots and the actions", () => {
    const line = row(customer, { locale: "de", messages: german });
    expect(within(line).getByTestId("user-role")).toHaveTextContent("Kunde");
    expect(within(line).getByTestId("user-level")).toHaveTextContent("Level 12");
    expect(within(line).getByTestId("user-xp")).toHaveTextContent("20.615 XP");
    expect(line).toHaveTextContent("(du)");
    expect(within(line).getByRole("img")).toHaveAccessibleName(
      "3 von 10 Stempeln, +2 auf der nächsten Karte",
    );
    expect(within(line).getByTestId("user-password")).toHaveTextContent("Passwort");
    expect(within(line).getByTestId("user-reset")).toHaveAccessibleName(
      "Stempelkarte zurücksetzen",
    );
    expect(within(line).getByTestId("user-delete")).toHaveAttribute(
      "title",
      "Du kannst dein eigenes Konto nicht löschen",
    );
  });

  it("speaks Arabic, with the card's size in Arabic's plural forms", () => {
    const line = row(
      { ...customer, cardSize: 2, punches: 1, waiting: 0 },
      {
        locale: "ar",
        messages: arabic,
      },
    );
    expect(within(line).getByTestId("user-role")).toHaveTextContent("مستخدم");
    expect(within(line).getByTestId("user-level")).toHaveTextContent("المستوى");
    // Two slots: Arabic's dual, not a number and a plural noun.
    expect(within(line).getByRole("img")).toHaveAccessibleName("1 من ختمين");
    expect(line).toHaveTextContent("(أنت)");
  });

  it("keeps SPEC.md's English words", () => {
    const line = row(customer, {});
    expect(within(line).getByTestId("user-level")).toHaveTextContent("Level 12");
    expect(within(line).getByTestId("user-xp")).toHaveTextContent("20,615 XP");
    expect(within(line).getByRole("img")).toHaveAccessibleName(
      "3 of 10 punches, +2 on your next card",
    );
    expect(within(line).getByTestId("user-reset")).toHaveAccessibleName("Reset Punchcard");
  });
});

// Label in name (WCAG 2.5.3): on a phone the button shows the short "Reset", and its name is
// the full one, so the short one must be part of it, word for word, in every language.
describe("the row's Reset button on a phone", () => {
  it.each([
    ["en", enAdmin],
    ["es", esAdmin],
    ["fr", frAdmin],
    ["de", deAdmin],
    ["pt-BR", ptAdmin],
    ["ar", arAdmin],
  ] as const)("is named with the words it shows in %s", (locale, admin) => {
    const line = row(customer, { locale, messages: { ...ENGLISH_MESSAGES, admin } });
    const reset = within(line).getByTestId("user-reset");
    expect(reset).toHaveAccessibleName(admin.users.resetCard.label);
    // As axe compares them: whatever the case.
    expect(admin.users.resetCard.label.toLowerCase()).toContain(
      admin.users.row.reset.toLowerCase(),
    );
  });
});
