import { act, screen } from "@testing-library/react";
import arCommon from "@/messages/ar/common.json";
import esCommon from "@/messages/es/common.json";
import { renderWithIntl } from "@/tests/support/intl";
import { ExpiryCountdown } from "./expiry-countdown";

// 14:32 in the provider's time zone (UTC here), 9 minutes 41 seconds from now.
const NOW = new Date("2026-11-27T14:22:19Z");
const AT = "2026-11-27T14:32:00.000Z";

beforeEach(() => {
  jest.useFakeTimers();
  jest.setSystemTime(NOW);
});
afterEach(() => jest.useRealTimers());

describe("ExpiryCountdown", () => {
  it("says when the code expires and how long is left, in Spanish, ticking each second", () => {
    renderWithIntl(<ExpiryCountdown expiresAt={AT} expiredHint="Crea uno nuevo." />, {
      locale: "es",
      messages: { common: esCommon },
    });
    const status = screen.getByTestId("token-expiry");
    expect(status).toHaveTextContent("Caduca a las 14:32 (quedan 9:41)");
    expect(status.querySelector("time")).toHaveAttribute("dateTime", AT);
    act(() => jest.advanceTimersByTime(2000));
    expect(status).toHaveTextContent("(quedan 9:39)");
  });

  it("says in Arabic when it expired, with what to do", () => {
    renderWithIntl(<ExpiryCountdown expiresAt={AT} expiredHint="أنشئ رمزًا جديدًا." />, {
      locale: "ar",
      messages: { common: arCommon },
    });
    act(() => jest.advanceTimersByTime(10 * 60_000));
    const status = screen.getByTestId("token-expiry");
    expect(status).toHaveAttribute("data-expired", "true");
    expect(status.textContent).toMatch(/^انتهت الصلاحية عند .+\. أنشئ رمزًا جديدًا\.$/);
  });
});
