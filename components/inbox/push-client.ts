"use client";

import { isStandaloneApp } from "@/components/pwa/standalone";
import { api } from "@/lib/http/fetcher";
import type { Device } from "@/lib/messaging/subscriptions";
import { askState, keyBytes, type AskState } from "./push-ask-state";

/** The id of this browser's device in the profile's list, so the list can say "This device". */
const DEVICE_KEY = "punchcard.push-device";

export function pushSupported(): boolean {
  return "serviceWorker" in navigator && "PushManager" in window && "Notification" in window;
}

async function registration(): Promise<ServiceWorkerRegistration | null> {
  if (!("serviceWorker" in navigator)) return null;
  return (await navigator.serviceWorker.getRegistration()) ?? null;
}

/** What this browser should be asked now (push-ask-state.ts). */
export async function currentAskState(): Promise<AskState> {
  const supported = pushSupported();
  const subscription = supported
    ? await registration().then((r) => r?.pushManager.getSubscription() ?? null)
    : null;
  return askState({
    userAgent: navigator.userAgent,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: isStandaloneApp(),
    supported,
    permission: supported ? Notification.permission : null,
    subscribed: subscription !== null,
  });
}

export type TurnOnResult = "on" | "refused";

/**
 * Asks the browser (only ever from a tap), subscribes with the server's VAPID key and saves the
 * subscription for this customer. Throws when the server or the browser's push service fails.
 */
export async function turnOnNotifications(): Promise<TurnOnResult> {
  const permission = await Notification.requestPermission();
  if (permission !== "granted") return "refused";
  const ready = await navigator.serviceWorker.ready;
  const { publicKey } = await api<{ publicKey: string }>("/push/key");
  const subscription =
    (await ready.pushManager.getSubscription()) ??
    (await ready.pushManager.subscribe({
      userVisibleOnly: true,
      applicationServerKey: keyBytes(publicKey),
    }));
  const { device } = await api<{ device: Device }>("/push/subscriptions", {
    method: "POST",
    body: subscription.toJSON(),
  });
  try {
    localStorage.setItem(DEVICE_KEY, device.id);
  } catch {
    // Storage blocked: the list just cannot mark this device.
  }
  return "on";
}

export function thisDeviceId(): string | null {
  try {
    return localStorage.getItem(DEVICE_KEY);
  } catch {
    return null;
  }
}

/** After this device was removed from the list: the browser stops its subscription too. */
export async function forgetThisDevice(): Promise<void> {
  try {
    localStorage.removeItem(DEVICE_KEY);
  } catch {
    // nothing kept
  }
  const subscription = await registration().then((r) => r?.pushManager.getSubscription() ?? null);
  await subscription?.unsubscribe().catch(() => false);
}
