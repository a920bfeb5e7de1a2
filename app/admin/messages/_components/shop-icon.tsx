"use client";

import { createContext, useContext } from "react";

/** The app's own 192 px icon: what a phone shows beside a shop's message while it has no logo. */
export const APP_ICON = "/icons/icon-192.png";

const ShopIcon = createContext(APP_ICON);

/**
 * The icon a customer's phone shows beside the shop's messages (the manifest's 192 px "any"
 * icon: the shop's logo once it has one, lib/program/app-icons.ts), for every preview below.
 * Set once by the page, so the previews deep in the automations and campaign forms need no prop.
 */
export function ShopIconProvider({ src, children }: { src: string; children: React.ReactNode }) {
  return <ShopIcon value={src}>{children}</ShopIcon>;
}

export const useShopIcon = () => useContext(ShopIcon);
