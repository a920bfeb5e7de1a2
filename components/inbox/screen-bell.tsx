"use client";

import { usePathname } from "next/navigation";
import { InboxBell } from "./inbox-bell";

// Screens that carry the bell in a header of their own, and the inbox itself.
const OWN_BELL = ["/user/dashboard", "/user/products", "/user/inbox"];

/**
 * The bell in the top corner of the customer's screens (the layout places it), level with the
 * back link every one of them starts with.
 */
export function ScreenBell() {
  const pathname = usePathname();
  if (OWN_BELL.some((path) => pathname === path || pathname.startsWith(`${path}/`))) return null;
  return (
    <div className="absolute end-4 top-3 z-20 sm:end-6 sm:top-7">
      <InboxBell />
    </div>
  );
}
