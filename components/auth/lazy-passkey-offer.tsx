"use client";

import { usePathname } from "next/navigation";
import { lazy, Suspense, useEffect, useState } from "react";
import { takePasskeyOffer } from "./offer-passkey";

// React.lazy, as the install offer: its dialog and the calls behind it load only when a
// screen is to show it (components/auth/offer-passkey.ts), never with any screen.
const PasskeyOffer = lazy(() =>
  import("./passkey-offer").then((m) => ({ default: m.PasskeyOffer })),
);

/**
 * Shows the one-time offer to add a passkey on the screen after a password sign-in on a
 * phone, once the page is idle. Mounted once, in the root layout (components/layout/after-load.tsx),
 * so it sees every screen the sign-in leads to.
 */
export function LazyPasskeyOffer({ idle }: { idle: boolean }) {
  const pathname = usePathname();
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    if (!idle || userId) return;
    const marked = takePasskeyOffer(pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the mark is in the tab's storage, read once idle, once per screen
    if (marked) setUserId(marked);
  }, [idle, pathname, userId]);
  return userId ? (
    <Suspense fallback={null}>
      <PasskeyOffer userId={userId} />
    </Suspense>
  ) : null;
}
