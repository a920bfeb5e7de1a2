"use client";

import { Loader2 } from "lucide-react";
import { useLinkStatus } from "next/link";

/**
 * Inside a `<Link>`: a spinner in place of the link's icon while its screen is on its way,
 * so a tap on a slow connection is answered at once even where the screen has no skeleton.
 */
export function PendingIcon({ children }: { children: React.ReactNode }) {
  const { pending } = useLinkStatus();
  return pending ? (
    <Loader2 className="text-primary size-5 animate-spin" aria-hidden data-testid="link-pending" />
  ) : (
    children
  );
}
