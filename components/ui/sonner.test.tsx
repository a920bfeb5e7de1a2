import { act, render, screen } from "@testing-library/react";
import { toast } from "sonner";
import { Toaster } from "./sonner";

describe("Toaster", () => {
  it("shows toasts at the bottom, where they cover no screen's header", async () => {
    render(<Toaster />);
    await act(async () => {
      toast("Punch Added!");
    });
    await screen.findByText("Punch Added!");
    const toaster = document.querySelector("[data-sonner-toaster]");
    expect(toaster).toHaveAttribute("data-y-position", "bottom");
    expect(toaster).toHaveAttribute("data-x-position", "center");
    // Above a phone's home indicator, not under it.
    expect((toaster as HTMLElement).style.getPropertyValue("--mobile-offset-bottom")).toContain(
      "safe-area-inset-bottom",
    );
  });
});
