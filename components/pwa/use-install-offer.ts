"use client";

import { useSyncExternalStore } from "react";
import { DISMISS_KEY, installOffer, type MobilePlatform } from "./install-detect";
import { isStandaloneApp, STANDALONE } from "./standalone";

export type Offer = { platform: MobilePlatform; iosSafari: boolean };

function readDismissal(): string | null {
  try {
    return window.localStorage.getItem(DISMISS_KEY);
  } catch {
    return null; // storage blocked: nothing remembered
  }
}

/** A string snapshot, so React can compare it: "", "ios", "ios-safari" or "android". */
function snapshot(): string {
  const offer = installOffer({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandaloneApp(),
    dismissedAt: readDismissal(),
    now: Date.now(),
  });
  if (!offer) return "";
  return offer.platform === "ios" && offer.iosSafari ? "ios-safari" : offer.platform;
}

function subscribe(onChange: () => void) {
  const query = window.matchMedia(STANDALONE);
  query.addEventListener?.("change", onChange);
  window.addEventListener("storage", onChange);
  return () => {
    query.removeEventListener?.("change", onChange);
    window.removeEventListener("storage", onChange);
  };
}

/** Whether this device is offered the app right now. */
export const isOffered = () => snapshot() !== "";

/** What to offer on this device, or null (also on the server and during hydration). */
export function useInstallOffer(): Offer | null {
  const value = useSyncExternalStore(subscribe, snapshot, () => "");
  if (!value) return null;
  return { platform: value === "android" ? "android" : "ios", iosSafari: value === "ios-safari" };
}

export function rememberDismissal() {
  try {
    window.localStorage.setItem(DISMISS_KEY, String(Date.now()));
  } catch {
    // storage blocked: it will be offered again next time
  }
}
