"use client";

import { createContext, useContext } from "react";
import type { CommonWords } from "./common-words-list";

/**
 * The few words the UI primitives and the error screen say on any screen ("Close", "Cancel",
 * "Try again"), in the reader's language. The root layout hands them in, translated on the
 * server (messages/<locale>/common.json), through this plain context: a primitive then speaks
 * the page's language under whatever IntlProvider its screen chose, or none, and next-intl's
 * client code stays out of every page's first load. There is no default: a component outside
 * the provider throws, rather than speak a language the page does not (a component test gives
 * it the English catalogue's words, tests/support/common-words.tsx).
 */
const Words = createContext<CommonWords | null>(null);

export function CommonWordsProvider({
  words,
  children,
}: {
  words: CommonWords;
  children: React.ReactNode;
}) {
  return <Words.Provider value={words}>{children}</Words.Provider>;
}

/** The primitives' words in the page's language. */
export function useCommonWords(): CommonWords {
  const words = useContext(Words);
  if (!words)
    throw new Error("useCommonWords: rendered outside CommonWordsProvider (app/layout.tsx)");
  return words;
}

type WordName = Exclude<keyof CommonWords, "dir" | "bell">;

/**
 * One of these words where a server component shows it (a default label, a status for screen
 * readers): a client component, so it reads the layout's words wherever it is rendered.
 */
export function CommonWord({ name }: { name: WordName }) {
  return useCommonWords()[name];
}
