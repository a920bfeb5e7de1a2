"use client";

import { lazy, Suspense, useEffect, useState } from "react";
import { whenToastWanted } from "@/components/ui/toast";
import type { IntlProps } from "@/lib/i18n/intl-props";
import { keepLaterIntl } from "./later-intl";
import { useIdle } from "./use-idle";

// React.lazy rather than next/dynamic: both mount only in the browser (after a client-only
// state turns true), and next/dynamic's own runtime was 2 KB of every page's first load.
const Toaster = lazy(() => import("@/components/ui/sonner").then((m) => ({ default: m.Toaster })));
const RegisterSW = lazy(() =>
  import("@/components/pwa/register-sw").then((m) => ({ default: m.RegisterSW })),
);
const PasskeyOfferOnNextScreen = lazy(() =>
  import("@/components/auth/passkey-offer-on-next-screen").then((m) => ({
    default: m.PasskeyOfferOnNextScreen,
  })),
);

/**
 * The toaster, the service worker and the one-time passkey offer, mounted once the page is
 * idle so that their code is not part of any screen's first load. A toast asked for earlier
 * mounts the toaster at once. Mounted once, in the root layout, which hands in `intl`: the
 * catalogue's namespaces the toasts and the passkey offer speak, for the NextIntlClientProvider
 * each lazily loaded part wraps itself in (next-intl's client code loads with them, later).
 */
export function AfterLoad({ intl }: { intl: IntlProps }) {
  // In the browser only: on the server this module is shared by every request's language.
  if (typeof window !== "undefined") keepLaterIntl(intl);
  const idle = useIdle();
  const [toastWanted, setToastWanted] = useState(false);
  useEffect(() => whenToastWanted(() => setToastWanted(true)), []);
  return (
    <>
      {/* One boundary each: the second loading must not hide the first once it shows. */}
      <Suspense fallback={null}>{(idle || toastWanted) && <Toaster intl={intl} />}</Suspense>
      <Suspense fallback={null}>{idle && <RegisterSW intl={intl} />}</Suspense>
      <Suspense fallback={null}>{idle && <PasskeyOfferOnNextScreen intl={intl} />}</Suspense>
    </>
  );
}
