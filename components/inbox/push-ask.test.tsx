import { act, fireEvent, render, screen } from "@testing-library/react";
import { keepLaterIntl } from "@/components/layout/later-intl";
import { notify } from "@/components/ui/toast";
import esCommon from "@/messages/es/common.json";
import esErrors from "@/messages/es/errors.json";
import { renderWithIntl } from "@/tests/support/intl";
import { LaterPushAsk, PushAsk } from "./push-ask";
import { currentAskState, turnOnNotifications } from "./push-client";

jest.mock("@/components/ui/toast", () => ({
  notify: { success: jest.fn(), error: jest.fn(), info: jest.fn() },
}));
jest.mock("./push-client", () => ({
  currentAskState: jest.fn(),
  turnOnNotifications: jest.fn(),
}));
const askState = currentAskState as jest.MockedFunction<typeof currentAskState>;
const turnOn = turnOnNotifications as jest.MockedFunction<typeof turnOnNotifications>;

beforeEach(() => {
  jest.clearAllMocks();
  askState.mockResolvedValue("ask");
});

describe("PushAsk in Spanish", () => {
  it("asks in Spanish on the inbox, under the page's provider, and says a failure in Spanish", async () => {
    turnOn.mockRejectedValue(new Error("push service down"));
    renderWithIntl(<PushAsk where="inbox" />, {
      locale: "es",
      messages: { common: esCommon, errors: esErrors },
    });
    const ask = await screen.findByTestId("push-ask");
    expect(ask).toHaveTextContent(esErrors.inbox.askTitle);
    expect(screen.getByTestId("push-ask-turn-on")).toHaveTextContent(esErrors.inbox.askButton);
    await act(async () => fireEvent.click(screen.getByTestId("push-ask-turn-on")));
    expect(notify.error).toHaveBeenCalledWith(esErrors.ui.error, esErrors.inbox.turnOnFailed);
  });

  it("asks in Spanish on the dashboard, from the root layout's words, with no provider above", async () => {
    keepLaterIntl({
      locale: "es",
      timeZone: "UTC",
      messages: { common: esCommon, errors: esErrors },
    });
    turnOn.mockResolvedValue("on");
    render(<LaterPushAsk where="dashboard" />);
    const ask = await screen.findByTestId("push-ask");
    expect(ask).toHaveTextContent(esErrors.inbox.askTitle);
    expect(screen.getByTestId("push-ask-later")).toHaveAttribute(
      "aria-label",
      esErrors.inbox.askLater,
    );
    await act(async () => fireEvent.click(screen.getByTestId("push-ask-turn-on")));
    expect(notify.success).toHaveBeenCalledWith(
      esErrors.inbox.notificationsOn,
      esErrors.inbox.notificationsOnDetail,
    );
  });
});
