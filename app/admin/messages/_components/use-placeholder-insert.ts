"use client";

import { useRef } from "react";

type Box = HTMLInputElement | HTMLTextAreaElement;
type Text = { value: string; set: (next: string) => void };

/**
 * Writes a placeholder where the cursor was, in the title or the message, whichever was typed
 * in last (the message until then). Spread `title.props` and `body.props` on the two boxes.
 */
export function usePlaceholderInsert(title: Text, body: Text) {
  const last = useRef<"title" | "body">("body");
  const titleRef = useRef<HTMLInputElement>(null);
  const bodyRef = useRef<HTMLTextAreaElement>(null);

  function insert(token: string) {
    const [box, text]: [Box | null, Text] =
      last.current === "title" ? [titleRef.current, title] : [bodyRef.current, body];
    const start = box?.selectionStart ?? text.value.length;
    const end = box?.selectionEnd ?? text.value.length;
    text.set(text.value.slice(0, start) + token + text.value.slice(end));
    // After React has written the new text: the cursor goes just after the placeholder.
    requestAnimationFrame(() => {
      box?.focus();
      box?.setSelectionRange(start + token.length, start + token.length);
    });
  }

  return {
    insert,
    titleProps: { ref: titleRef, onFocus: () => (last.current = "title") },
    bodyProps: { ref: bodyRef, onFocus: () => (last.current = "body") },
  };
}
