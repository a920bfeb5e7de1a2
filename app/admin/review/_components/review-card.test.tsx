import { screen } from "@testing-library/react";
import esAdminCounter from "@/messages/es/adminCounter.json";
import type { ReviewCustomer } from "@/lib/trust/review-types";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { ReviewCard } from "./review-card";

jest.mock("@/components/ui/toast", () => ({ notify: { success: jest.fn(), error: jest.fn() } }));

const customer: ReviewCustomer = {
  id: "u1",
  username: "fastfingers",
  name: "",
  punches: 3,
  cardSize: 10,
  waiting: 2,
  xp: 20_615,
  level: 12,
  earningBlocked: false,
  flags: [
    {
      id: "f1",
      rule: "punches",
      day: "2026-11-23",
      count: 7,
      threshold: 5,
      firstAt: "2026-11-23T09:00:00.000Z",
      lastAt: "2026-11-23T09:30:00.000Z",
    },
    {
      id: "f2",
      rule: "failures",
      day: "2026-11-23",
      count: 1,
      threshold: 0,
      firstAt: "2026-11-23T09:00:00.000Z",
      lastAt: "2026-11-23T09:00:00.000Z",
    },
  ],
  recent: [
    {
      id: 41,
      reason: "token",
      punchDelta: 1,
      xpDelta: 10,
      createdAt: "2026-11-23T09:30:00.000Z",
      note: null,
      voidsEntryId: null,
      actorName: null,
      voidedBy: 42,
    },
    {
      id: 40,
      reason: "admin_punch",
      punchDelta: 2,
      xpDelta: 0,
      createdAt: "2026-11-23T09:00:00.000Z",
      note: "Refund",
      voidsEntryId: null,
      actorName: "admin",
      voidedBy: null,
    },
  ],
};

describe("a customer in the review queue", () => {
  it("in English: why, where their card stands, what they did", () => {
    renderWithIntl(<ReviewCard customer={customer} onChanged={jest.fn()} />);
    const reasons = screen.getAllByTestId("review-reason").map((r) => r.textContent);
    expect(reasons).toEqual([
      "7 punches on 23 Nov (review above 5)",
      "1 failed token or code attempt on 23 Nov (review above 0)",
    ]);
    expect(
      screen.getByText("3 / 10 punches (+2 on your next card) · Level 12 · 20,615 XP"),
    ).toBeInTheDocument();
    const entries = screen.getAllByTestId("activity-entry").map((e) => e.textContent);
    expect(entries[0]).toContain("Token +1 punch, +10 XP");
    expect(entries[0]).toContain("Voided");
    expect(entries[1]).toContain("Punch by hand +2 punches");
    expect(entries[1]).toContain("by admin: Refund");
    expect(screen.getAllByTestId("activity-select")[0]).toHaveAccessibleName("Select Token #41");
  });

  it("in Spanish, with its plurals", () => {
    renderWithIntl(<ReviewCard customer={customer} onChanged={jest.fn()} />, {
      locale: "es",
      messages: { ...ENGLISH_MESSAGES, adminCounter: esAdminCounter },
    });
    const reasons = screen.getAllByTestId("review-reason").map((r) => r.textContent);
    expect(reasons[0]).toMatch(/^7 sellos el 23 nov\.? \(revisión a partir de 5\)$/);
    expect(reasons[1]).toMatch(/^1 intento fallido de token o código el 23/);
    expect(
      screen.getByText("3 / 10 sellos (+2 en su próxima tarjeta) · Nivel 12 · 20.615 XP"),
    ).toBeInTheDocument();
    const entries = screen.getAllByTestId("activity-entry").map((e) => e.textContent);
    expect(entries[0]).toContain("Token +1 sello, +10 XP");
    expect(entries[0]).toContain("Anulado");
    expect(entries[1]).toContain("Sello manual +2 sellos");
    expect(entries[1]).toContain("por admin: Refund");
    expect(screen.getByTestId("review-dismiss")).toHaveTextContent("Descartar");
  });
});
