import { fireEvent, render, screen } from "@testing-library/react";
import { createRef } from "react";
import { Slot } from "./slot";

it("renders its one child with the slot's props merged in, as Radix's Slot does", () => {
  const calls: string[] = [];
  const slotRef = createRef<HTMLAnchorElement>();
  const childRef = createRef<HTMLAnchorElement>();
  render(
    <Slot
      className="slot-class"
      data-slot="button"
      style={{ color: "red", margin: 1 }}
      onClick={() => calls.push("slot")}
      ref={slotRef}
    >
      <a
        href="/home"
        className="child-class"
        style={{ color: "blue" }}
        onClick={() => calls.push("child")}
        ref={childRef}
      >
        Home
      </a>
    </Slot>,
  );
  const link = screen.getByRole("link", { name: "Home" });
  expect(link).toHaveAttribute("href", "/home");
  expect(link).toHaveAttribute("data-slot", "button");
  expect(link.className).toBe("slot-class child-class");
  expect(link.style.color).toBe("blue");
  expect(link.style.margin).toBe("1px");
  fireEvent.click(link);
  expect(calls).toEqual(["child", "slot"]);
  expect(slotRef.current).toBe(link);
  expect(childRef.current).toBe(link);
});

it("renders nothing without an element to slot into", () => {
  const { container } = render(<Slot>just text</Slot>);
  expect(container).toBeEmptyDOMElement();
});
