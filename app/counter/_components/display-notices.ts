"use client";

import { useCallback, useEffect, useRef, useState } from "react";
import type { CounterEvent, CounterRefusal } from "@/lib/counter/event";
import { REMEMBERED } from "./display-token";

// A cashier making a coffee looks up well after the scan: a new customer stays up until the
// next scan at this display, and never less than this; a refusal until the next scan or this.
export const NEW_CUSTOMER_MIN_MS = 20_000;
export const REFUSAL_MS = 20_000;

type Welcome = { event: CounterEvent; since: number; followed: boolean };

/**
 * What stays over the QR after a scan: the last new customer (welcomed) and the last refusal
 * of this display's token. `heard` is called for every scan at this display, with what it was.
 */
export function useDisplayNotices() {
  const [welcome, setWelcome] = useState<Welcome | null>(null);
  const [refusal, setRefusal] = useState<CounterRefusal | null>(null);
  // Who redeemed each token here: a customer's own second scan of it is no refusal to show.
  const redeemedBy = useRef(new Map<string, string>());

  const heard = useCallback((scan: { redeemed: CounterEvent } | { refused: CounterRefusal }) => {
    if ("refused" in scan) {
      if (redeemedBy.current.get(scan.refused.tokenId) === scan.refused.maskedName) return;
      setRefusal(scan.refused);
    } else {
      redeemedBy.current.set(scan.redeemed.tokenId, scan.redeemed.maskedName);
      // As many as the display remembers having shown (display-token.ts), oldest out first.
      for (const old of redeemedBy.current.keys()) {
        if (redeemedBy.current.size <= REMEMBERED) break;
        redeemedBy.current.delete(old);
      }
      setRefusal(null);
    }
    setWelcome((current) => {
      if ("redeemed" in scan && scan.redeemed.isNew) {
        return { event: scan.redeemed, since: Date.now(), followed: false };
      }
      if (!current) return null;
      // The next scan ends it, once it has had its minimum.
      return Date.now() - current.since >= NEW_CUSTOMER_MIN_MS
        ? null
        : { ...current, followed: true };
    });
  }, []);

  useEffect(() => {
    if (!welcome?.followed) return;
    const left = welcome.since + NEW_CUSTOMER_MIN_MS - Date.now();
    const timer = setTimeout(() => setWelcome(null), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [welcome]);

  useEffect(() => {
    if (!refusal) return;
    const timer = setTimeout(() => setRefusal(null), REFUSAL_MS);
    return () => clearTimeout(timer);
  }, [refusal]);

  return { welcome: welcome?.event ?? null, refusal, heard };
}
