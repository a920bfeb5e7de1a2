import type { KeyboardCoordinateGetter } from "@dnd-kit/core";
import { jumpBetween } from "./keyboard-moves";

type Args = Parameters<KeyboardCoordinateGetter>;

const rects = new Map([
  ["none", { left: 0, top: 0 }],
  ["drinks", { left: 100, top: 0 }],
  ["snacks", { left: 200, top: 0 }],
]);

/** Where an arrow key moves a product that is over `from`. */
function press(dir: "ltr" | "rtl", code: string, from: string) {
  const move = jumpBetween([...rects.keys()], dir);
  const event = { code, preventDefault: jest.fn() } as unknown as Args[0];
  const context = { collisionRect: {}, droppableRects: rects, over: { id: from }, active: null };
  return move(event, { context } as unknown as Args[1]);
}

it("moves to the next category with the arrow that points the reading way", () => {
  expect(press("ltr", "ArrowRight", "drinks")).toEqual({ x: 212, y: 12 });
  expect(press("ltr", "ArrowLeft", "drinks")).toEqual({ x: 12, y: 12 });
  // Right to left (Arabic): the categories flow leftwards, so the left arrow goes on.
  expect(press("rtl", "ArrowLeft", "drinks")).toEqual({ x: 212, y: 12 });
  expect(press("rtl", "ArrowRight", "drinks")).toEqual({ x: 12, y: 12 });
  expect(press("rtl", "ArrowDown", "drinks")).toEqual({ x: 212, y: 12 });
});
