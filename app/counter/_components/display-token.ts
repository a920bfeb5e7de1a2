"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { NewPunchToken } from "@/lib/rewards/issue";

/** `code`: the short form a customer types when their camera fails. */
export type ShownToken = { id: string; code: string; lifetimeMs: number };

// A new token well before the old one expires, so the one on screen always works.
const ROTATE_AT = 0.8;
const RETRY_MS = 5_000;
// Tokens shown lately: a customer who scanned one just before it was replaced still appears.
export const REMEMBERED = 20;

/**
 * The punch token on the counter's screen: a fresh one at start, after each redemption
 * (`next()`), and at 80% of its lifetime. Timers count from when it arrived, so the tablet's
 * clock does not matter; a token past its lifetime is taken off screen (null) if no new one
 * could be had.
 */
export function useCounterToken() {
  const [token, setToken] = useState<ShownToken | null>(null);
  const shown = useRef<string[]>([]);
  const inFlight = useRef(false);
  // Bumped after a failed request: the effect below tries again.
  const [attempt, setAttempt] = useState(0);
  const router = useRouter();

  const next = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const t = await api<Serialized<NewPunchToken>>("/admin/generate-token", { method: "POST" });
      shown.current = [t.id, ...shown.current].slice(0, REMEMBERED);
      setToken({
        id: t.id,
        code: t.code,
        lifetimeMs: Date.parse(t.expiresAt) - Date.parse(t.createdAt),
      });
    } catch (error) {
      if (error instanceof ApiError && error.code === "unauthorized") {
        router.replace("/login?redirect=/counter");
      }
      setTimeout(() => setAttempt((n) => n + 1), RETRY_MS);
    } finally {
      inFlight.current = false;
    }
  }, [router]);

  useEffect(() => {
    // Deferred, and cancelled on unmount: a page mounted twice asks for one token.
    const timer = setTimeout(() => void next(), 0);
    return () => clearTimeout(timer);
  }, [next, attempt]);

  useEffect(() => {
    if (!token) return;
    const rotate = setTimeout(() => void next(), token.lifetimeMs * ROTATE_AT);
    const expire = setTimeout(
      () => setToken((current) => (current?.id === token.id ? null : current)),
      token.lifetimeMs - 1_000,
    );
    return () => {
      clearTimeout(rotate);
      clearTimeout(expire);
    };
  }, [token, next]);

  const wasShown = useCallback((id: string) => shown.current.includes(id), []);
  return { token, next, wasShown };
}
