"use client";

import { NextIntlClientProvider, useTranslations } from "next-intl";
import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";
import { useText } from "@/components/i18n/use-text";
import { providerProps } from "@/components/layout/later-intl";
import type { IntlProps } from "@/lib/i18n/intl-props";
import { ToastTranslate } from "./toast-text";

/**
 * Where toasts show: at the bottom, on every screen. At the top they covered the header (a
 * phone's full-width toast hid the customer's name, the bell and Sign out; a laptop's the
 * dashboard's narrow column too). On a phone they sit clear of the home indicator.
 */
export const TOAST_PLACEMENT = {
  position: "bottom-center",
  mobileOffset: { bottom: "calc(16px + env(safe-area-inset-bottom))" },
} as const satisfies Pick<ToasterProps, "position" | "mobileOffset">;

/**
 * `intl`: the root layout's catalogue for the toasts (components/layout/after-load.tsx): a
 * sentence from lib/ is shown in the reader's language, and the toaster's own labels too.
 */
function Toaster({ intl, ...props }: ToasterProps & { intl?: IntlProps }) {
  if (!intl) return <Bare {...props} />;
  return (
    <NextIntlClientProvider {...providerProps(intl)}>
      <Translated {...props} />
    </NextIntlClientProvider>
  );
}

function Translated(props: ToasterProps) {
  const text = useText();
  const t = useTranslations("common.toaster");
  return (
    <ToastTranslate.Provider value={text}>
      <Bare
        containerAriaLabel={t("region")}
        toastOptions={{ closeButtonAriaLabel: t("close") }}
        {...props}
      />
    </ToastTranslate.Provider>
  );
}

function Bare(props: ToasterProps) {
  return (
    <Sonner
      theme="light"
      {...TOAST_PLACEMENT}
      richColors
      closeButton
      className="toaster group"
      style={
        {
          "--normal-bg": "var(--popover)",
          "--normal-text": "var(--popover-foreground)",
          "--normal-border": "var(--border)",
          "--border-radius": "var(--radius)",
          // Sonner's rich-colour text is below 4.5:1 on its own tinted backgrounds; these
          // darker shades of the same hues pass WCAG AA.
          "--success-text": "hsl(140, 100%, 22%)",
          "--error-text": "hsl(360, 100%, 38%)",
          "--warning-text": "hsl(31, 92%, 30%)",
          "--info-text": "hsl(210, 92%, 35%)",
        } as React.CSSProperties
      }
      {...props}
    />
  );
}

export { Toaster };
