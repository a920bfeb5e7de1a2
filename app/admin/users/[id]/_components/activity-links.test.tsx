import { screen, within } from "@testing-library/react";
import arAdmin from "@/messages/ar/admin.json";
import deAdmin from "@/messages/de/admin.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import type { CustomerPage } from "@/lib/users/customer-page";
import { ActivityLinks } from "./activity-links";

const flag = (rule: "punches" | "failures", count: number, dismissed = false) =>
  ({
    id: `${rule}-${count}`,
    userId: "u1",
    rule,
    day: "2026-11-23",
    count,
    threshold: 5,
    dismissedAt: dismissed ? new Date("2026-11-24T10:00:00Z") : null,
  }) as unknown as CustomerPage["flags"][number];

const activity: Omit<CustomerPage, "profile"> = {
  flags: [flag("punches", 7), flag("failures", 1, true)],
  tickets: [
    { id: "t1", subject: "Lost my card", status: "open", updatedAt: new Date("2026-11-20") },
  ],
  reviews: [],
};

describe("a customer's activity", () => {
  it("speaks German, with each flag's count in its plural", () => {
    renderWithIntl(<ActivityLinks {...activity} />, {
      locale: "de",
      messages: { ...ENGLISH_MESSAGES, admin: deAdmin },
    });
    const flags = screen.getByTestId("customer-flags");
    expect(flags).toHaveTextContent("7 Stempel am 2026-11-23 (über 5)");
    expect(flags).toHaveTextContent("1 Fehlversuch am 2026-11-23 (über 5)");
    expect(within(flags).getByText("Verworfen")).toBeInTheDocument();
    expect(screen.getByTestId("customer-tickets")).toHaveTextContent("Offen");
    expect(screen.getByTestId("customer-reviews")).toHaveTextContent("Noch keine Bewertungen");
  });

  it("speaks Arabic, with its dual", () => {
    renderWithIntl(<ActivityLinks {...activity} flags={[flag("punches", 2)]} />, {
      locale: "ar",
      messages: { ...ENGLISH_MESSAGES, admin: arAdmin },
    });
    expect(screen.getByTestId("customer-flags")).toHaveTextContent("ختمان في 2026-11-23");
    expect(screen.getByTestId("customer-reviews")).toHaveTextContent("لا مراجعات بعد");
  });

  it("says one punch, not one punches, in English", () => {
    renderWithIntl(<ActivityLinks {...activity} flags={[flag("punches", 1)]} />);
    expect(screen.getByTestId("customer-flags")).toHaveTextContent(
      "1 punch on 2026-11-23 (over 5)",
    );
  });
});
