"use client";

import { useCallback, useMemo, useSyncExternalStore } from "react";
import { parseStoredCart, type CartItem } from "@/lib/catalog/cart";

// Same-tab writes notify these; other tabs arrive through the `storage` event.
const listeners = new Set<() => void>();

function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** The cart lives in this browser's localStorage (one per account), so it survives a reload. */
export function useCart(key: string): [CartItem[], (next: CartItem[]) => void] {
  const raw = useSyncExternalStore(
    subscribe,
    () => read(key),
    () => null,
  );
  const cart = useMemo(() => parseStoredCart(raw), [raw]);
  const setCart = useCallback(
    (next: CartItem[]) => {
      try {
        window.localStorage.setItem(key, JSON.stringify(next));
      } catch {
        // Storage full or blocked (private mode): the cart still works until the page closes.
      }
      listeners.forEach((l) => l());
    },
    [key],
  );
  return [cart, setCart];
}
