"use client";

import { usePathname } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { lazy, Suspense, useEffect, useState } from "react";
import { providerProps } from "@/components/layout/later-intl";
import type { IntlProps } from "@/lib/i18n/intl-props";
import { takePasskeyOffer } from "./offer-passkey";

// React.lazy, as the install offer: the dialog and the calls behind it load only when a
// screen is to show it (components/auth/offer-passkey.ts).
const PasskeyOffer = lazy(() =>
  import("./passkey-offer").then((m) => ({ default: m.PasskeyOffer })),
);

/**
 * Shows the one-time offer to add a passkey on the screen after a password sign-in (or a
 * join with a password) on a phone. Loaded once the page is idle, from the root layout
 * (components/layout/after-load.tsx), so it sees every screen a sign-in leads to and adds
 * nothing to any screen's first load.
 */
export function PasskeyOfferOnNextScreen({ intl }: { intl: IntlProps }) {
  const pathname = usePathname();
  const [userId, setUserId] = useState<string | null>(null);
  useEffect(() => {
    if (userId) return;
    const marked = takePasskeyOffer(pathname);
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the mark is in the tab's storage, read once per screen
    if (marked) setUserId(marked);
  }, [pathname, userId]);
  return userId ? (
    <NextIntlClientProvider {...providerProps(intl)}>
      <Suspense fallback={null}>
        <PasskeyOffer userId={userId} />
      </Suspense>
    </NextIntlClientProvider>
  ) : null;
}
