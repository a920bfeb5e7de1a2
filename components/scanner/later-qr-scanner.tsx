"use client";

import { LaterIntlProvider } from "@/components/layout/later-intl-provider";
import { QrScanner, type QrScannerProps } from "./qr-scanner";

/**
 * The scanner for a screen that loads it only when the customer asks to scan (the dashboard,
 * /join): it speaks the root layout's `common` catalogue, and next-intl's client code comes
 * with this module, never with the screen's first load.
 */
export function LaterQrScanner(props: QrScannerProps) {
  return (
    <LaterIntlProvider>
      <QrScanner {...props} />
    </LaterIntlProvider>
  );
}
