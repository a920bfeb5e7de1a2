import { act, fireEvent, render, screen } from "@testing-library/react";
import { notify } from "@/components/ui/toast";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import ar from "@/messages/ar/walletButtons.json";
import en from "@/messages/en/walletButtons.json";
import { UA } from "@/tests/support/user-agents";
import { walletToOffer } from "./wallet-choice";
import { walletButtonWords, WalletButtons } from "./wallet-buttons";

jest.mock("@/components/ui/toast", () => ({
  notify: { error: jest.fn(), success: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock("@/lib/http/fetcher", () => ({
  ...jest.requireActual("@/lib/http/fetcher"),
  api: jest.fn(),
}));
const call = api as jest.MockedFunction<typeof api>;
afterEach(() => call.mockReset());

const words = (catalogue: typeof en) =>
  walletButtonWords((key) => catalogue[key as keyof typeof catalogue]);
const BOTH = { apple: true, google: true };

describe("the customer's wallet button", () => {
  it("is Apple's badge on an iPhone: a plain link to the pass, in the customer's words", () => {
    render(<WalletButtons wallet={walletToOffer(UA.iphoneSafari, BOTH)} words={words(ar)} />);
    const badge = screen.getByTestId("add-to-apple-wallet");
    expect(badge.tagName).toBe("A");
    expect(badge).toHaveAttribute("href", "/api/me/wallet/apple");
    expect(badge).toHaveTextContent("إضافة إلى Apple Wallet");
    expect(screen.queryByTestId("add-to-google-wallet")).toBeNull();
  });

  it("is Google's button on Android, and nothing where the shop connected no wallet for it", () => {
    const { unmount } = render(
      <WalletButtons wallet={walletToOffer(UA.androidChrome, BOTH)} words={words(en)} />,
    );
    expect(screen.getByTestId("add-to-google-wallet")).toHaveTextContent("Add to Google Wallet");
    expect(screen.queryByTestId("add-to-apple-wallet")).toBeNull();
    unmount();
    render(
      <WalletButtons
        wallet={walletToOffer(UA.iphoneSafari, { apple: false, google: true })}
        words={words(en)}
      />,
    );
    expect(screen.queryByTestId("wallet-buttons")).toBeNull();
  });

  it("shows it is busy while the link is made, and the answer's words when it fails", async () => {
    let refuse: (error: unknown) => void = () => undefined;
    call.mockReturnValue(new Promise((_, reject) => (refuse = reject)));
    render(<WalletButtons wallet="google" words={words(en)} />);
    const button = screen.getByTestId("add-to-google-wallet");
    await act(async () => fireEvent.click(button));
    expect(call).toHaveBeenCalledWith("/me/wallet/google");
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveTextContent("Opening Google Wallet…");
    await act(async () =>
      refuse(new ApiError("not_found", "The shop has not connected this wallet.")),
    );
    expect(notify.error).toHaveBeenCalledWith(
      "Could not add the card to Google Wallet",
      "The shop has not connected this wallet.",
    );
    expect(button).toBeEnabled();
    expect(button).toHaveTextContent("Add to Google Wallet");
  });
});
