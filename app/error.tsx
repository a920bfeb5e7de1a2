"use client";

import { useEffect } from "react";
import { OUTLINE_BUTTON, PRIMARY_BUTTON } from "@/components/ui/plain-classes";

export default function ErrorPage({
  error,
  reset,
}: {
  error: Error & { digest?: string };
  reset: () => void;
}) {
  useEffect(() => console.error(error), [error]);
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center gap-4 px-6 text-center">
      <h1 className="text-2xl font-semibold">Unexpected Application Error!</h1>
      <p className="text-muted-foreground max-w-sm" data-testid="error-message">
        {error.digest
          ? `Something went wrong (ref ${error.digest}).`
          : error.message || "Something went wrong."}
      </p>
      <div className="flex gap-3">
        {/* Native buttons with the button's classes written out: this screen's code is part of
            every page's first load (components/ui/plain-classes.ts says why). */}
        <button type="button" className={PRIMARY_BUTTON} onClick={reset}>
          Try again
        </button>
        {/* A plain link (a full load is the surest way out of a broken screen): next/link's
            client code was part of every page's first load for this one button. */}
        {/* eslint-disable-next-line @next/next/no-html-link-for-pages -- a full load, on purpose */}
        <a href="/" className={OUTLINE_BUTTON}>
          Go home
        </a>
      </div>
    </main>
  );
}
