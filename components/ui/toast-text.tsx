"use client";

import { createContext, createElement, useContext } from "react";

/**
 * A toast's title or description as the toaster shows it: a sentence from lib/ (a catalogue
 * key made by `m()`) in the reader's language, anything else as it came. The toaster
 * (sonner.tsx) provides the translation; without it (a test's bare Toaster) text shows as is.
 * Loaded with sonner, after the first paint, so no screen's first load carries it.
 */
export const ToastTranslate = createContext<(text: string) => string>((text) => text);

function ToastText({ text }: { text: string }) {
  return useContext(ToastTranslate)(text);
}

export function toastText(text: string): React.ReactNode {
  return createElement(ToastText, { text });
}
