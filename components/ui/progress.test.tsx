import { render, screen } from "@testing-library/react";
import { Progress } from "./progress";

function indicator() {
  return screen
    .getByRole("progressbar")
    .querySelector<HTMLElement>("[data-slot=progress-indicator]")!;
}

describe("Progress", () => {
  it("fills from the start of the line in any direction: a width, never a sideways shift", () => {
    // A translateX moves the bar left whatever the page's direction, so an Arabic page's bar
    // filled from the left; a width fills from the start side, the right in Arabic.
    render(
      <div dir="rtl">
        <Progress value={70} aria-label="Level 3" />
      </div>,
    );
    expect(indicator().style.width).toBe("70%");
    expect(indicator().style.transform).toBe("");
    expect(screen.getByRole("progressbar", { name: "Level 3" })).toHaveAttribute(
      "aria-valuenow",
      "70",
    );
  });

  it("clamps what is out of range, and keeps the colour it is given", () => {
    render(<Progress value={140} indicatorStyle={{ backgroundColor: "#fff" }} />);
    expect(indicator().style.width).toBe("100%");
    expect(indicator().style.backgroundColor).toBe("rgb(255, 255, 255)");
  });
});
