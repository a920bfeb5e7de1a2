"use client";

import { lazy, Suspense } from "react";
import { OrLine } from "@/components/auth/or-line";

// Loaded apart: every client component a page imports joins its first load, and only an
// iPhone shows this one (its passkey button and the button primitive's classes with it).
const JoinedBefore = lazy(() =>
  import("./joined-before").then((m) => ({ default: m.JoinedBefore })),
);

/**
 * "Joined before? Sign in with a passkey" above the join form, on an iPhone (page.tsx). Until
 * its code has come, the same lines with the button not yet live (`buttonClass`, the button's
 * look, joined on the server): the server streams the lazy part after the page's first bytes,
 * and an empty place there moved the form down under the customer's thumb when it came.
 */
export function JoinedBeforeOnIphone({
  redeemPath,
  words,
  buttonClass,
}: {
  redeemPath: string;
  words: { joinedBefore: string; passkeySignIn: string; or: string };
  buttonClass: string;
}) {
  const waiting = (
    <>
      <p className="text-muted-foreground text-center text-sm">{words.joinedBefore}</p>
      <button type="button" disabled className={buttonClass}>
        {words.passkeySignIn}
      </button>
      <OrLine label={words.or} />
    </>
  );
  return (
    <Suspense fallback={waiting}>
      <JoinedBefore redeemPath={redeemPath} words={words} />
    </Suspense>
  );
}
