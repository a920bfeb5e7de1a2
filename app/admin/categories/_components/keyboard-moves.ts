import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

// The categories flow in the reading direction: right to left in Arabic, where the left arrow
// goes on to the next one.
const KEYS = {
  ltr: { next: new Set(["ArrowDown", "ArrowRight"]), previous: new Set(["ArrowUp", "ArrowLeft"]) },
  rtl: { next: new Set(["ArrowDown", "ArrowLeft"]), previous: new Set(["ArrowUp", "ArrowRight"]) },
};

/**
 * With the keyboard, an arrow key jumps the picked-up product straight into the next or
 * previous category (in screen order) instead of nudging it a few pixels at a time.
 */
export function jumpBetween(
  ids: readonly string[],
  dir: "ltr" | "rtl" = "ltr",
): KeyboardCoordinateGetter {
  const { next: NEXT, previous: PREVIOUS } = KEYS[dir];
  return (event, { context }) => {
    if (!NEXT.has(event.code) && !PREVIOUS.has(event.code)) return undefined;
    event.preventDefault();
    const { collisionRect, droppableRects, over, active } = context;
    if (!collisionRect) return undefined;
    const start = over ? String(over.id) : String(active?.data.current?.from ?? ids[0]);
    const at = ids.indexOf(start);
    const target = ids[Math.min(Math.max(at + (NEXT.has(event.code) ? 1 : -1), 0), ids.length - 1)];
    const rect = target === undefined ? undefined : droppableRects.get(target);
    if (!rect) return undefined;
    // Just inside the target's top-left corner: fully within it, so it is what we are over.
    return { x: rect.left + 12, y: rect.top + 12 };
  };
}
