import { readFileSync } from "node:fs";
import { join } from "node:path";
import { render } from "@testing-library/react";
import { STAMP_ICONS } from "@/lib/program/look";
import { StampIcon } from "./stamp-icon";

const sprite = readFileSync(join(__dirname, "stamps.svg"), "utf8");

describe("StampIcon", () => {
  it.each([...STAMP_ICONS, "check"])("the sprite draws %s", (name) => {
    expect(sprite).toMatch(
      new RegExp(`<symbol id="${name}" viewBox="0 0 24 24"[^>]*><(path|circle) `),
    );
  });

  it("points at the program's icon, or the tick without one", () => {
    const { container, rerender } = render(<StampIcon icon="croissant" />);
    expect(container.querySelector("use")?.getAttribute("href")).toMatch(/#croissant$/);
    rerender(<StampIcon icon={null} />);
    expect(container.querySelector("use")?.getAttribute("href")).toMatch(/#check$/);
    expect(container.querySelector("svg")).toHaveAttribute("aria-hidden", "true");
  });
});
