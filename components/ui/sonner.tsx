"use client";

import * as React from "react";
import { Toaster as Sonner, type ToasterProps } from "sonner";

/**
 * Where toasts show: at the bottom, on every screen. At the top they covered the header (a
 * phone's full-width toast hid the customer's name, the bell and Sign out; a laptop's the
 * dashboard's narrow column too). On a phone they sit clear of the home indicator.
 */
export const TOAST_PLACEMENT = {
  position: "bottom-center",
  mobileOffset: { bottom: "calc(16px + env(safe-area-inset-bottom))" },
} as const satisfies Pick<ToasterProps, "position" | "mobileOffset">;

function Toaster(props: ToasterProps) {
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
