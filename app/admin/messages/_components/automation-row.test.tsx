import { screen } from "@testing-library/react";
import ar from "@/messages/ar/adminSettings.json";
import { ENGLISH_MESSAGES } from "@/tests/support/english";
import { renderWithIntl } from "@/tests/support/intl";
import { AutomationRow } from "./automation-row";
import type { AutomationView } from "./types";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const missYou: AutomationView = {
  kind: "miss_you",
  enabled: true,
  title: "اشتقنا إليك يا {name}",
  body: "مرّ وقت طويل!",
  edited: false,
  days: 28,
  sentLast30Days: 2,
};

function row(automation: AutomationView, locale: "ar" | "en") {
  renderWithIntl(
    <ul>
      <AutomationRow
        automation={automation}
        shopName="مقهى"
        rewards={[{ at: 10, word: "قهوة" }]}
        onSaved={jest.fn()}
      />
    </ul>,
    locale === "ar" ? { locale, messages: { ...ENGLISH_MESSAGES, adminSettings: ar } } : {},
  );
}

describe("an automation's row", () => {
  it("speaks Arabic, with its dual and its plural for many", () => {
    row(missYou, "ar");
    expect(screen.getByRole("heading", { name: "اشتقنا إليك" })).toBeVisible();
    expect(screen.getByTestId("automation-miss_you-count")).toHaveTextContent(
      "عميلان خلال آخر 30 يوماً",
    );
    expect(screen.getByText(/لمدة 28 يوماً/)).toBeVisible();
    expect(screen.getByTestId("automation-miss_you-edit")).toHaveTextContent("تعديل الرسالة");
  });

  it("counts in English as before, one customer and many", () => {
    row({ ...missYou, sentLast30Days: 1, days: 21 }, "en");
    expect(screen.getByTestId("automation-miss_you-count")).toHaveTextContent(
      "1 customer in the last 30 days",
    );
    expect(
      screen.getByText(
        "When a customer who came at least twice has not come for 21 days. Once per absence.",
      ),
    ).toBeVisible();
  });
});
