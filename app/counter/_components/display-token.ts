"use client";

import { useRouter } from "next/navigation";
import { useCallback, useEffect, useRef, useState } from "react";
import { ApiError } from "@/lib/http/errors";
import { api } from "@/lib/http/fetcher";
import type { Serialized } from "@/lib/http/serialized";
import type { NewPunchToken } from "@/lib/rewards/issue";

/**
 * `code`: the short form a customer types when their camera fails; `punches`: how many the
 * token carries (1 up to the program's most per token, chosen at the counter).
 */
export type ShownToken = { id: string; code: string; lifetimeMs: number; punches: number };

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
  const shown = useRef<{ id: string; punches: number }[]>([]);
  // The punches the next token carries: chosen by staff, back to 1 after each redemption.
  const wanted = useRef(1);
  const inFlight = useRef(false);
  // Bumped after a failed request: the effect below tries again.
  const [attempt, setAttempt] = useState(0);
  const router = useRouter();

  const next = useCallback(async () => {
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      const punches = wanted.current;
      const t = await api<Serialized<NewPunchToken> & { punches?: number }>(
        "/admin/generate-token",
        { method: "POST", body: punches > 1 ? { punches } : undefined },
      );
      const carries = t.punches ?? punches;
      shown.current = [{ id: t.id, punches: carries }, ...shown.current].slice(0, REMEMBERED);
      setToken({
        id: t.id,
        code: t.code,
        lifetimeMs: Date.parse(t.expiresAt) - Date.parse(t.createdAt),
        punches: carries,
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

  const wasShown = useCallback((id: string) => shown.current.some((t) => t.id === id), []);
  /** The punches a token shown here carried (1 for one it did not show). */
  const punchesOf = useCallback(
    (id: string) => shown.current.find((t) => t.id === id)?.punches ?? 1,
    [],
  );
  /** A token of `punches` in place of the one shown (the staff's choice). */
  const choose = useCallback(
    (punches: number) => {
      wanted.current = punches;
      return next();
    },
    [next],
  );
  /** The next token carries one punch again (after a redemption). */
  const resetPunches = useCallback(() => {
    wanted.current = 1;
  }, []);
  return { token, next, wasShown, punchesOf, choose, resetPunches };
}
