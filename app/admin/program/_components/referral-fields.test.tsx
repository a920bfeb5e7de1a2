import { act, fireEvent, screen } from "@testing-library/react";
import { notify } from "@/components/ui/toast";
import { api } from "@/lib/http/fetcher";
import type { ShopProgram } from "@/lib/program/read";
import de from "@/messages/de/adminInvite.json";
import { ENGLISH_MESSAGES, saying } from "@/tests/support/english";
import { renderWithIntl as render } from "@/tests/support/intl";
import { SPEC_PROGRAM } from "@/tests/support/spec-program";
import { ProgramForm } from "./program-form";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;

afterEach(() => jest.clearAllMocks());

// The switches measure themselves (Radix); jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  } as unknown as typeof ResizeObserver;
});

const PROGRAM: ShopProgram = {
  ...SPEC_PROGRAM,
  logoId: null,
  logoIcons: null,
  referralsOn: false,
  referralFriendPunches: 1,
  referralInviterPunches: 1,
  referralMonthlyMax: 5,
};

const type = (testId: string, value: string) =>
  fireEvent.change(screen.getByTestId(testId), { target: { value } });

async function save() {
  await act(async () => {
    fireEvent.click(screen.getByTestId("program-save"));
  });
}

describe("/admin/program's Friends bring friends", () => {
  it("shows the switch off for a new shop, the bonuses and when each is given", () => {
    render(<ProgramForm initial={PROGRAM} shopName="Bean & Crumb" />);
    expect(screen.getByRole("heading", { name: "Friends bring friends" })).toBeVisible();
    expect(screen.getByRole("switch", { name: "Invitations earn bonuses" })).not.toBeChecked();
    expect(screen.getByTestId("program-referralFriendPunches")).toHaveAccessibleDescription(
      "Punches on the friend's new card when they join with an invitation, 0 to 3.",
    );
    expect(screen.getByTestId("program-referralInviterPunches")).toHaveAccessibleDescription(
      "Punches for the customer who invited, once the friend comes back for a punch on a later day, 0 to 3.",
    );
    expect(screen.getByTestId("program-referralMonthlyMax")).toHaveValue(5);
    expect(screen.getByTestId("program-referralMonthlyMax")).toHaveAccessibleDescription(
      expect.stringContaining("the inviter's bonus waits in the review queue"),
    );
  });

  it("sends the switch and the three numbers with the program", async () => {
    render(<ProgramForm initial={PROGRAM} shopName="Bean & Crumb" />);
    fireEvent.click(screen.getByTestId("program-referralsOn"));
    type("program-referralFriendPunches", "0");
    type("program-referralInviterPunches", "3");
    type("program-referralMonthlyMax", "12");
    call.mockResolvedValueOnce({ ...PROGRAM, referralsOn: true, cardsStaying: 0 });
    await save();
    expect(call).toHaveBeenCalledWith("/program", {
      method: "PUT",
      body: expect.objectContaining({
        referralsOn: true,
        referralFriendPunches: 0,
        referralInviterPunches: 3,
        referralMonthlyMax: 12,
      }),
    });
    expect(screen.getByRole("switch", { name: "Invitations earn bonuses" })).toBeChecked();
  });

  it.each([
    ["program-referralFriendPunches", "4", "Friend's bonus must be a whole number from 0 to 3"],
    ["program-referralFriendPunches", "-1", "Friend's bonus must be a whole number from 0 to 3"],
    ["program-referralInviterPunches", "1.5", "Inviter's bonus must be a whole number from 0 to 3"],
    ["program-referralInviterPunches", "", "Inviter's bonus must be a whole number from 0 to 3"],
    [
      "program-referralMonthlyMax",
      "0",
      "Rewarded invitations per month must be a whole number from 1 to 100",
    ],
    [
      "program-referralMonthlyMax",
      "101",
      "Rewarded invitations per month must be a whole number from 1 to 100",
    ],
  ])("refuses %s of %j under its field, and sends nothing", async (testId, value, message) => {
    render(<ProgramForm initial={PROGRAM} shopName="Bean & Crumb" />);
    type(testId, value);
    await save();
    expect(screen.getByTestId(testId)).toHaveAccessibleDescription(
      expect.stringContaining(message),
    );
    expect(notify.error).toHaveBeenCalledWith(saying("Error"), saying(message));
    expect(screen.getByTestId(testId)).toHaveFocus();
    expect(call).not.toHaveBeenCalled();
  });

  it("speaks German", () => {
    render(<ProgramForm initial={{ ...PROGRAM, referralsOn: true }} shopName="Café Sol" />, {
      locale: "de",
      messages: { ...ENGLISH_MESSAGES, adminInvite: de },
    });
    expect(screen.getByRole("heading", { name: de.program.title })).toBeVisible();
    expect(screen.getByRole("switch", { name: de.program.on })).toBeChecked();
  });
});
