"use client";

import { lazy, Suspense } from "react";

// Loaded apart: every client component a page imports joins its first load, and only an
// iPhone shows this one (its passkey button and the button primitive's classes with it).
const JoinedBefore = lazy(() =>
  import("./joined-before").then((m) => ({ default: m.JoinedBefore })),
);

/** "Joined before? Sign in with a passkey" above the join form, on an iPhone (page.tsx). */
export function JoinedBeforeOnIphone({
  redeemPath,
  words,
}: {
  redeemPath: string;
  words: { joinedBefore: string; passkeySignIn: string; or: string };
}) {
  return (
    <Suspense fallback={null}>
      <JoinedBefore redeemPath={redeemPath} words={words} />
    </Suspense>
  );
}
