import type { KeyboardCoordinateGetter } from "@dnd-kit/core";

const NEXT = new Set(["ArrowDown", "ArrowRight"]);
const PREVIOUS = new Set(["ArrowUp", "ArrowLeft"]);

/**
 * With the keyboard, an arrow key jumps the picked-up product straight into the next or
 * previous category (in screen order) instead of nudging it a few pixels at a time.
 */
export function jumpBetween(ids: readonly string[]): KeyboardCoordinateGetter {
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
