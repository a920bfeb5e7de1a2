import { render, screen } from "@testing-library/react";
import { MessagePreview } from "./message-preview";
import { APP_ICON, ShopIconProvider } from "./shop-icon";

const preview = (
  <MessagePreview
    shopName="Bean There"
    title="Hi"
    body="One punch away"
    caption="Maya"
    testId="p"
  />
);

describe("MessagePreview", () => {
  it("shows the shop's logo beside the message, as the phone's notification does", () => {
    render(<ShopIconProvider src="/uploads/logo-192">{preview}</ShopIconProvider>);
    expect(screen.getByTestId("p-icon")).toHaveAttribute("src", "/uploads/logo-192");
    expect(screen.getByTestId("p-title")).toHaveTextContent("Hi");
  });

  it("shows the app's own icon for a shop without a logo", () => {
    render(preview);
    expect(screen.getByTestId("p-icon")).toHaveAttribute("src", APP_ICON);
  });
});
