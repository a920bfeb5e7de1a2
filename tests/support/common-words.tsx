import {
  render,
  renderHook,
  type RenderHookOptions,
  type RenderOptions,
} from "@testing-library/react";
import { createTranslator } from "next-intl";
import { CommonWordsProvider } from "@/components/layout/common-words";
import { commonWordsIn } from "@/components/layout/common-words-server";
import type { CommonWords } from "@/components/layout/common-words-list";
import type { Locale } from "@/lib/i18n/locales";
import { ENGLISH_MESSAGES } from "./english";

/**
 * The primitives' words as the root layout hands them in, from a language's `common`
 * catalogue (English's unless told): the app has no English copy of them to fall back on.
 */
export function commonWordsFor(
  locale: Locale = "en",
  common: Record<string, unknown> = ENGLISH_MESSAGES.common,
): CommonWords {
  const messages = { ...ENGLISH_MESSAGES, common } as typeof ENGLISH_MESSAGES;
  return commonWordsIn(createTranslator({ locale, messages, namespace: "common" }), locale);
}

/** Wraps a test's screen in the root layout's words, in English unless `words` says otherwise. */
export function WithCommonWords({
  words = commonWordsFor(),
  children,
}: {
  words?: CommonWords;
  children: React.ReactNode;
}) {
  return <CommonWordsProvider words={words}>{children}</CommonWordsProvider>;
}

type Wrapper = React.JSXElementConstructor<{ children: React.ReactNode }>;

/** A test's own wrapper (a provider), inside the root layout's English words. */
function withWords(Outer?: Wrapper) {
  return function Wrapped({ children }: { children: React.ReactNode }) {
    return <WithCommonWords>{Outer ? <Outer>{children}</Outer> : children}</WithCommonWords>;
  };
}

/** Testing Library's render, inside the root layout's English words. */
function renderWithWords(ui: React.ReactElement, options?: RenderOptions) {
  return render(ui, { ...options, wrapper: withWords(options?.wrapper) });
}

/** Testing Library's renderHook, inside the root layout's English words. */
function renderHookWithWords<Result, Props>(
  hook: (props: Props) => Result,
  options?: RenderHookOptions<Props>,
) {
  return renderHook(hook, { ...options, wrapper: withWords(options?.wrapper) });
}

export * from "@testing-library/react";
export { renderWithWords as render, renderHookWithWords as renderHook };
