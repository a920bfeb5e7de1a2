"use client";

import { useEffect } from "react";
import { useCommonWords } from "@/components/layout/common-words";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "@/components/ui/plain-classes";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  // Its words come from the root layout (components/layout/common-words.tsx): this screen is
  // part of every page's first load, which next-intl's client code must stay out of.
  const words = useCommonWords();
  useEffect(() => console.error(error), [error]);
  const message = error.digest
    ? words.errorWithRef.replace("{ref}", error.digest)
    : error.message || words.errorGeneric;
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">{words.errorTitle}</h1>
      <p className="text-muted-foreground max-w-sm" data-testid="error-message">
        {message}
      </p>
      <div className="flex gap-3">
        {/* Native buttons with the button's classes written out: this screen's code is part of
            every page's first load (components/ui/plain-classes.ts says why). */}
        <button type="button" className={PRIMARY_BUTTON} onClick={reset}>
          {words.tryAgain}
        </button>
        {/* A plain link (a full load is the surest way out of a broken screen): next/link's
            client code was part of every page's first load for this one button. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose */}
        <a href="/" className={OUTLINE_BUTTON}>
          {words.errorHome}
        </a>
      </div>
    </main>
  );
}
