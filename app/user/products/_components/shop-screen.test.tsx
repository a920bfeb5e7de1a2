import { act, fireEvent, screen, waitFor } from "@testing-library/react";
import { renderWithIntl } from "@/tests/support/intl";
import { ShopScreen } from "./shop-screen";

// The bell reads the inbox; only the cart button is looked at here.
jest.mock("@/components/inbox/inbox-bell", () => ({ InboxBell: () => null }));

// The panel is placed by Radix's popper, which watches sizes; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

const shop = {
  name: "Punchcard",
  ownerHandle: "punchcard.shop",
  ownerUrl: "https://www.instagram.com/punchcard.shop",
  messagingApp: "Instagram",
  currency: "USD",
};

function renderShop() {
  renderWithIntl(
    <ShopScreen initialProducts={[]} loadFailed={false} shop={shop} username="ana" userId="u1" />,
  );
}

describe("the shop's cart button", () => {
  it("stays the same element while the panel's code arrives between a tap's pointerdown and its click", async () => {
    renderShop();
    const button = screen.getByTestId("cart-button");
    // The pointerdown starts loading the panel; the browser drops the tap's click if the element
    // it was pressed on is replaced before the finger lifts.
    fireEvent.pointerDown(button);
    await act(async () => {
      await import("./shop-panels");
    });
    expect(screen.getByTestId("cart-button")).toBe(button);
    fireEvent.click(button);
    expect(await screen.findByTestId("cart-panel")).toBeVisible();
    expect(button).toHaveAttribute("aria-expanded", "true");
    expect(button).toHaveAttribute("aria-controls", screen.getByTestId("cart-panel").id);
  });

  it("opens the panel when tapped before its code has arrived, and closes it on a second tap", async () => {
    renderShop();
    const button = screen.getByTestId("cart-button");
    fireEvent.click(button);
    expect(await screen.findByTestId("cart-panel")).toBeVisible();
    fireEvent.pointerDown(button);
    fireEvent.click(button);
    await waitFor(() => expect(screen.queryByTestId("cart-panel")).toBeNull());
    expect(button).toHaveAttribute("aria-expanded", "false");
    expect(screen.getByTestId("cart-button")).toBe(button);
  });

  it("gives the focus back to the button when Escape closes the panel", async () => {
    renderShop();
    const button = screen.getByTestId("cart-button");
    fireEvent.click(button);
    const panel = await screen.findByTestId("cart-panel");
    fireEvent.keyDown(panel, { key: "Escape" });
    await waitFor(() => expect(screen.queryByTestId("cart-panel")).toBeNull());
    expect(button).toHaveFocus();
  });
});
